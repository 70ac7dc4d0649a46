/**
 * The Studio searches with `match text::query($terms)`, a function of Sanity's own query engine
 * that groq-js does not have. Read as `match $terms`, the terms are matched the way GROQ's
 * `match` does: against the strings among the values on its left. The Studio's document lists
 * ask for `[@, _id] match text::query("*")`, every document, which this keeps exact; a search
 * for words finds documents whose id matches them (the `@` on the left, a whole document, is not
 * a string), which is less than Sanity finds.
 */
export function withTextQueryAsMatch(query: string): string {
  return query.replace(/text::query\(\s*(\$[A-Za-z_]\w*|"(?:[^"\\]|\\.)*")\s*\)/g, '$1')
}
