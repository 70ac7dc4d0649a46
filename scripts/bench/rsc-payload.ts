/** The inline RSC payload of a prerendered page (`self.__next_f.push`), and its heaviest rows. */

/** One row of the payload: `<id>:<json>` or a text row `<id>:T<length>,<text>`. */
export type PayloadRow = { id: string; text: string }

export interface PageWeight {
  htmlBytes: number
  /** Bytes of the scripts that carry the payload, as written in the HTML (escaped). */
  payloadScriptBytes: number
  /** Bytes of the payload once its strings are unescaped. */
  payloadBytes: number
  rows: PayloadRow[]
}

const PUSH = /<script>self\.__next_f\.push\((\[.*?\])\)<\/script>/gs

export function weighPage(html: string): PageWeight {
  let payload = ''
  let payloadScriptBytes = 0
  for (const match of html.matchAll(PUSH)) {
    payloadScriptBytes += Buffer.byteLength(match[0])
    const [kind, chunk] = JSON.parse(match[1]!) as [number, string?]
    if (kind === 1 && typeof chunk === 'string') payload += chunk
  }
  return {
    htmlBytes: Buffer.byteLength(html),
    payloadScriptBytes,
    payloadBytes: Buffer.byteLength(payload),
    rows: rowsOf(payload),
  }
}

/** Splits a payload into its rows; a text row is length-prefixed (in bytes, hex) and may hold newlines. */
export function rowsOf(payload: string): PayloadRow[] {
  const bytes = Buffer.from(payload)
  const rows: PayloadRow[] = []
  let at = 0
  while (at < bytes.length) {
    const colon = bytes.indexOf(0x3a, at)
    if (colon < 0) break
    const id = bytes.subarray(at, colon).toString()
    let end: number
    if (bytes[colon + 1] === 0x54 /* T */) {
      const comma = bytes.indexOf(0x2c, colon)
      const length = Number.parseInt(bytes.subarray(colon + 2, comma).toString(), 16)
      end = comma + 1 + length
    } else {
      end = bytes.indexOf(0x0a, colon)
      if (end < 0) end = bytes.length
    }
    rows.push({ id, text: bytes.subarray(at, end).toString() })
    at = bytes[end] === 0x0a ? end + 1 : end
  }
  return rows
}

/** What some recurring kinds of content add up to, in the markup and the payload together. */
export function tallies(html: string): Record<string, { count: number; bytes: number }> {
  const patterns: Record<string, RegExp> = {
    'image optimiser URLs': /\/_next\/image\?url=[^ ",\\]+/g,
    'JSON-LD in the markup': /<script type="application\/ld\+json">.*?<\/script>/gs,
    '"$undefined"': /"\$undefined"/g,
    'class names': /(?:class|className)(?:=|\\?":\\?")"?[^"\\]*/g,
    'data- attributes': /data-[a-z-]+(?:=|\\?":)\\?"[^"\\]*/g,
    'inline styles': /style="[^"]*"|\\?"style\\?":\{[^}]*\}/g,
  }
  return Object.fromEntries(
    Object.entries(patterns).map(([name, pattern]) => {
      const found = html.match(pattern) ?? []
      return [
        name,
        {
          count: found.length,
          bytes: found.reduce((sum, text) => sum + Buffer.byteLength(text), 0),
        },
      ]
    }),
  )
}
