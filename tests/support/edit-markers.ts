/**
 * Reads the edit markers (stega) that @sanity/client appends to strings in draft mode: after
 * four U+200B, each byte of a JSON text as four of U+200B, U+200C, U+200D and U+FEFF (two bits
 * each, high bits first). Written here rather than imported, so the tests check the format
 * itself.
 */
const DIGITS: Record<string, number> = { '\u200b': 0, '\u200c': 1, '\u200d': 2, '\ufeff': 3 }
const MARKER = /[\u200b\u200c\u200d\ufeff]{4,}$/u

export interface EditInfo {
  origin: string
  /** The Studio's edit intent: …/intent/edit/mode=presentation;id=…;type=…;path=…?… */
  href: string
}

/** The edit info a string carries, or undefined when it carries none. */
export function editInfoOf(text: string): EditInfo | undefined {
  const marker = MARKER.exec(text)?.[0]
  if (!marker || !marker.startsWith('\u200b'.repeat(4))) return undefined
  const digits = [...marker.slice(4)].map((character) => DIGITS[character]!)
  const bytes = new Uint8Array(digits.length / 4)
  bytes.forEach((_, index) => {
    const [a, b, c, d] = digits.slice(index * 4, index * 4 + 4) as [number, number, number, number]
    bytes[index] = (a << 6) | (b << 4) | (c << 2) | d
  })
  return JSON.parse(new TextDecoder().decode(bytes)) as EditInfo
}

/** The string with an edit marker carrying `info` appended, as the client would write it. */
export function withEditMarker(text: string, info: EditInfo): string {
  const symbols = Object.keys(DIGITS)
  const bytes = new TextEncoder().encode(JSON.stringify(info))
  const digits = [...bytes].flatMap((byte) => [6, 4, 2, 0].map((shift) => (byte >> shift) & 3))
  return `${text}${'\u200b'.repeat(4)}${digits.map((digit) => symbols[digit]).join('')}`
}

/** The document id, type and field path an edit info leads to. */
export function editTargetOf(info: EditInfo): { id: string; type: string; path: string } {
  const [, params = ''] = /\/intent\/edit\/([^?]*)/.exec(info.href) ?? []
  const fields = Object.fromEntries(
    params.split(';').map((pair) => pair.split('=') as [string, string]),
  )
  return { id: fields.id!, type: fields.type!, path: decodeURIComponent(fields.path!) }
}

/**
 * The parts of a `data-sanity` attribute as the visual editing overlay reads it
 * (`id=…;type=…;path=…;base=…`, the base URI-encoded, an array item's key after a colon).
 */
export function dataAttributeParts(attribute: string): Record<string, string> {
  return Object.fromEntries(
    attribute.split(';').map((pair) => {
      const [name = '', value = ''] = pair.split('=')
      return [name, decodeURIComponent(value)]
    }),
  )
}

/** Every string anywhere in a value. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsIn)
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn)
  return []
}
