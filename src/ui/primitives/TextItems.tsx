/** Keyed by position: content lists never reorder, and a text key doubles the RSC payload. */
export function TextItems({ items }: { items: readonly string[] }) {
  return items.map((item, index) => <li key={index}>{item}</li>)
}
