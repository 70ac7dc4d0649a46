/**
 * Structured data for search engines, as a JSON-LD script. It is data, not script: browsers
 * never run it (the Content-Security-Policy needs no hash for it). `<` is escaped, so content
 * can never close the script element.
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replaceAll('<', '\\u003c') }}
    />
  )
}
