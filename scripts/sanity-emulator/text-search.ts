/**
 * The Studio searches with `text::query`, which groq-js lacks; read as GROQ's `match`, it finds
 * named fields and ids, not every word of a document (docs/sanity.md).
 */
export function withTextQueryAsMatch(query: string): string {
  return query.replace(/text::query\(\s*(\$[A-Za-z_]\w*|"(?:[^"\\]|\\.)*")\s*\)/g, '$1')
}
