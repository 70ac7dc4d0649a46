/**
 * The Studio searches with `match text::query($terms)`, a function of Sanity's own query engine
 * that groq-js does not have. Read as `match $terms`, the terms are matched the way GROQ's
 * `match` does: against the strings among the values on its left. The Studio's document lists
 * ask for `[@, _id] match text::query("*")`, every document, which this keeps exact. A search
 * for words finds the documents whose named fields match them (the Studio boosts its titles
 * with `title match text::query(…)`) or whose id does; the `@` on the left, a whole document,
 * is not a string, so words that only Sanity's full-text index would find deeper in a document
 * are not found.
 */
export function withTextQueryAsMatch(query: string): string {
  return query.replace(/text::query\(\s*(\$[A-Za-z_]\w*|"(?:[^"\\]|\\.)*")\s*\)/g, '$1')
}
