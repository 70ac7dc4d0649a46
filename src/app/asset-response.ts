import type { AssetFile, ByteRange } from '@/ports/asset-files'

/** Asset files are named by their content's hash: under one name, the bytes never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/** A file served for drafts is the editor's alone: no cache, shared or private, keeps it. */
const EDITORS_ONLY = 'private, no-store'

/** An asset file whole, or the one byte range a player asks for, or "not modified". */
export function assetResponse(
  file: AssetFile,
  request: Request,
  { shared, variesByAccept = false }: { shared: boolean; variesByAccept?: boolean } = {
    shared: true,
  },
): Response {
  const etag = `"${file.hash}"`
  const headers = new Headers({
    'Content-Type': file.contentType,
    'Cache-Control': shared ? IMMUTABLE : EDITORS_ONLY,
    ETag: etag,
    'Accept-Ranges': 'bytes',
  })
  // A rendition in the best format the browser takes: caches keep one per Accept.
  if (variesByAccept) headers.set('Vary', 'Accept')
  if (request.headers.get('if-none-match') === etag) {
    return new Response(null, { status: 304, headers })
  }
  const range = byteRange(request.headers.get('range'), file.size)
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${file.size}`)
    return new Response(null, { status: 416, headers })
  }
  if (range) {
    headers.set('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
    headers.set('Content-Length', String(range.end - range.start + 1))
    return new Response(file.read(range), { status: 206, headers })
  }
  headers.set('Content-Length', String(file.size))
  return new Response(file.read(), { status: 200, headers })
}

/** The one range of a `Range: bytes=…` header; anything else means the whole file. */
export function byteRange(
  header: string | null,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '')
  if (!match) return undefined
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return undefined
  if (first === '') {
    // The last N bytes.
    const length = Number(last)
    if (length === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (start >= size || end < start) return 'unsatisfiable'
  return { start, end }
}
