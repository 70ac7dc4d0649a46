import zlib from 'node:zlib'

/**
 * A document compressed as the site's front keeps a prerendered page once it has had the time
 * (src/server/encoded-documents.ts): Brotli at its best, in text mode. The bench compresses the
 * twin's documents and the bare page's this way, so that every page is weighed alike.
 */
export const brotliBest = (body: Buffer): Buffer =>
  zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })
