'use client'

import { jsonForScript } from './json-for-script'

/**
 * Structured data for search engines, as a JSON-LD script. It is data, not script: browsers
 * never run it (the Content-Security-Policy needs no hash for it), and content can never close
 * the script element (see jsonForScript).
 *
 * A client component, though it has no behaviour: a server component's script would be written
 * twice, in the markup and again as a string in the RSC payload. This way the payload holds the
 * data only, as plain JSON (not a string escaped within a string), and an object shared by
 * several scripts (the hiring organisation of every job posting) is written there once.
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
  )
}
