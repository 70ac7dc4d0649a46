'use client'

import { jsonForScript } from './json-for-script'

/** JSON-LD; a client component, so the RSC payload holds the data once, as plain JSON. */
export function JsonLd({ data }: { data: object }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
  )
}
