/**
 * The props without their undefined entries. A server component's element is written into the
 * RSC payload with every prop it was given, an undefined one as `"$undefined"`: for props that
 * are often absent (an anchor, a focus point, a srcset), leaving them out keeps the page lighter.
 */
export function definedOnly<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as T
}
