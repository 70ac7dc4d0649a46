/** The props without their undefined entries, each of which the RSC payload would carry. */
export function definedOnly<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as T
}
