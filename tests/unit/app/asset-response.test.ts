import { describe, expect, it } from 'vitest'
import { assetResponse, byteRange } from '@/app/asset-response'
import type { AssetFile, ByteRange } from '@/ports/asset-files'

const BYTES = 'abcdefghij'
const file: AssetFile = {
  contentType: 'video/mp4',
  size: BYTES.length,
  hash: 'f'.repeat(40),
  read: (range?: ByteRange) =>
    new Response(range ? BYTES.slice(range.start, range.end + 1) : BYTES).body!,
}
const request = (headers: Record<string, string> = {}) =>
  new Request('http://site.test/fixtures/production/files/x.mp4', { headers })

describe('an asset file over HTTP', () => {
  it('is sent whole, cached for good under its hash', async () => {
    const response = assetResponse(file, request())
    expect(response.status).toBe(200)
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': '10',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${'f'.repeat(40)}"`,
      'accept-ranges': 'bytes',
    })
    expect(await response.text()).toBe(BYTES)
  })

  it('sends the range a player asks for', async () => {
    const response = assetResponse(file, request({ range: 'bytes=2-4' }))
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe('bytes 2-4/10')
    expect(await response.text()).toBe('cde')
  })

  it('answers 304 when the browser has it, and 416 for a range past the end', () => {
    expect(assetResponse(file, request({ 'if-none-match': `"${'f'.repeat(40)}"` })).status).toBe(
      304,
    )
    const past = assetResponse(file, request({ range: 'bytes=20-' }))
    expect(past.status).toBe(416)
    expect(past.headers.get('content-range')).toBe('bytes */10')
  })
})

describe('byte ranges', () => {
  it.each([
    ['bytes=0-0', { start: 0, end: 0 }],
    ['bytes=5-', { start: 5, end: 9 }],
    ['bytes=-3', { start: 7, end: 9 }],
    ['bytes=-30', { start: 0, end: 9 }],
    ['bytes=8-100', { start: 8, end: 9 }],
    ['bytes=10-', 'unsatisfiable'],
    ['bytes=4-2', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    // Not one range of bytes: the whole file.
    [null, undefined],
    ['bytes=0-1,4-5', undefined],
    ['items=0-1', undefined],
    ['bytes=-', undefined],
  ])('%s → %j', (header, expected) => {
    expect(byteRange(header, 10)).toEqual(expected)
  })
})
