/** `text::query`, which groq-js lacks, read as GROQ's `match` (docs/sanity.md). */
export function withTextQueryAsMatch(query: string): string {
  return query.replace(/text::query\(\s*(\$[A-Za-z_]\w*|"(?:[^"\\]|\\.)*")\s*\)/g, '$1')
}
