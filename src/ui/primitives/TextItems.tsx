/**
 * List items of plain text, keyed by position. Such lists are rendered from content and never
 * reorder in place; a key made of the text itself would write every item twice into the page's
 * RSC payload (as the key and as the child).
 */
export function TextItems({ items }: { items: readonly string[] }) {
  return items.map((item, index) => <li key={index}>{item}</li>)
}
