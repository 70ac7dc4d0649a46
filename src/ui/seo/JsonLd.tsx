'use client'

import { jsonForScript } from './json-for-script'

/**
 * Structured data as a JSON-LD script. A client component so the RSC payload holds the data once,
 * as plain JSON, rather than the script's text again.
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
  )
}
