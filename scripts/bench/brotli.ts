import zlib from 'node:zlib'

/** Brotli at its best, in text mode: how the bench weighs every page alike. */
export const brotliBest = (body: Buffer): Buffer =>
  zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })

export function decoded(body: Buffer, contentEncoding = 'identity'): Buffer {
  if (contentEncoding === 'br') return zlib.brotliDecompressSync(body)
  if (contentEncoding === 'gzip') return zlib.gunzipSync(body)
  if (contentEncoding === 'identity') return body
  throw new Error(`the bench cannot unpack ${contentEncoding}`)
}
