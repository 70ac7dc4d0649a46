/*
 * Cache entries as text for Redis, and back: Next.js's entries hold Buffers (a page's RSC data,
 * a route's body) and Maps (a page's segment data), which JSON alone would lose.
 */

interface EncodedBuffer {
  $buffer: string
}
interface EncodedMap {
  $map: Array<[unknown, unknown]>
}

export function encodeEntry(entry: unknown): string {
  return JSON.stringify(entry, function (this: Record<string, unknown>, key, value: unknown) {
    // JSON.stringify hands over a Buffer already turned into { type, data }: read the original.
    const original = this[key]
    if (Buffer.isBuffer(original)) return { $buffer: original.toString('base64') }
    if (original instanceof Map) return { $map: [...original.entries()] }
    return value
  })
}

export function decodeEntry<T>(text: string): T {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value && typeof value === 'object') {
      if ('$buffer' in value) return Buffer.from((value as EncodedBuffer).$buffer, 'base64')
      if ('$map' in value) return new Map((value as EncodedMap).$map)
    }
    return value
  }) as T
}
