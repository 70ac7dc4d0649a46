import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { brotliPrefixFor, lcpEndOffset } from '../../../scripts/bench/first-round-trip'

/** Text that Brotli cannot shrink much: a few kilobytes of it span several meta-blocks. */
const noise = (length: number) =>
  Array.from({ length }, (_, i) => String.fromCharCode((97 + ((i * 7919) % 26)) ^ (i % 3))).join('')

const page = [
  '<!DOCTYPE html><html><head><title>Alts</title></head><body>',
  `<header><p>${noise(20_000)}</p></header>`,
  '<main><section class="hero"><h1 id="title">Des agences, é</h1></section>',
  `<p>${noise(20_000)}</p></main></body></html>`,
].join('')

describe('the first round trip', () => {
  it('finds the LCP element’s end in the served document by Lighthouse’s path, in UTF-8 bytes', () => {
    const end = lcpEndOffset(page, {
      // 1,HTML then BODY (HEAD is 0), then MAIN after HEADER, then SECTION, then H1
      path: '1,HTML,1,BODY,1,MAIN,0,SECTION,0,H1',
      snippet: '<h1 id="title">',
    })
    const expected = Buffer.byteLength(page.slice(0, page.indexOf('</h1>') + '</h1>'.length))
    expect(end).toBe(expected)
  })

  it('falls back on the selector, then on the snippet, when the path leads elsewhere', () => {
    const expected = Buffer.byteLength(page.slice(0, page.indexOf('</h1>') + 5))
    expect(
      lcpEndOffset(page, {
        path: '1,HTML,1,BODY,0,DIV',
        selector: 'section.hero > h1',
        snippet: '<h1 id="title">',
      }),
    ).toBe(expected)
    expect(lcpEndOffset(page, { selector: 'div > h1', snippet: '<h1 id="title">' })).toBe(expected)
    expect(lcpEndOffset(page, { snippet: '<video>' })).toBeUndefined()
  })

  it('finds the fewest Brotli bytes that decode up to a given length', () => {
    const body = zlib.brotliCompressSync(Buffer.from(page), {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    })
    const decodedLength = (bytes: number) =>
      zlib.brotliDecompressSync(body.subarray(0, bytes), {
        finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
      }).length
    const target = Buffer.byteLength(page) / 2
    const needed = brotliPrefixFor(body, target)
    expect(needed).toBeGreaterThan(0)
    expect(needed).toBeLessThan(body.length)
    expect(decodedLength(needed)).toBeGreaterThanOrEqual(target)
    expect(decodedLength(needed - 1)).toBeLessThan(target)
    expect(brotliPrefixFor(body, Buffer.byteLength(page))).toBeLessThanOrEqual(body.length)
  })
})
