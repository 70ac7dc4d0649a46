import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { applyContentSecurityPolicy } from '@/server/document-policy'
import {
  EncodedDocuments,
  preferredEncoding,
  sendEncodedDocument,
} from '@/server/encoded-documents'
import { frontServer, type Handler } from '../../support/front-server'

/*
 * The front's compression of prerendered pages, against a real HTTP server on loopback wired as
 * the production front wires it: each handler answers as the framework does.
 */

const documents = new EncodedDocuments()
const policyFor = (html?: string) => (html === undefined ? 'base' : `hashed:${html.length}`)

const { handlers, base: baseUrl } = frontServer((request, response) => {
  sendEncodedDocument(request, response, documents)
  applyContentSecurityPolicy(response, policyFor)
})

const page = (words: string) =>
  `<!doctype html><html><body><script>self.__next_f.push([0])</script>${`<p>${words}</p>`.repeat(200)}</body></html>`

/** A prerendered page as the framework sends it: an ETag, HTML, cacheable by anyone. */
function prerendered(etag: string, html: string, headers: Record<string, string> = {}): Handler {
  return (response) => {
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      ETag: etag,
      'Cache-Control': 's-maxage=31536000',
      Vary: 'rsc, next-router-state-tree',
      ...headers,
    })
    response.write(html.slice(0, 100))
    response.end(html.slice(100))
  }
}

/** The raw answer: fetch would decode it, and what was sent is what is tested. */
async function get(route: string, acceptEncoding: string) {
  const { request } = await import('node:http')
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      request(
        `${baseUrl()}${route}`,
        { headers: { 'accept-encoding': acceptEncoding } },
        (answer) => {
          const chunks: Buffer[] = []
          answer.on('data', (chunk: Buffer) => chunks.push(chunk))
          answer.on('end', () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }))
        },
      )
        .on('error', reject)
        .end()
    },
  )
}

describe('a prerendered page, compressed once per version', () => {
  it('is sent as Brotli or gzip, as asked, with its length, Vary and its own policy', async () => {
    const html = page('first')
    handlers.set('/', prerendered('"v1"', html))
    const br = await get('/', 'gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toBe(html)
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(br.headers.vary).toBe('rsc, next-router-state-tree, Accept-Encoding')
    // The policy is made from the document as written, not from its compressed bytes.
    expect(br.headers['content-security-policy']).toBe(`hashed:${html.length}`)

    const gzip = await get('/', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(html)
  })

  it('compresses a version once: the same ETag is sent as first compressed', async () => {
    handlers.set('/kept', prerendered('"kept-1"', page('original')))
    await get('/kept', 'gzip')
    // Same version, other bytes: impossible for the framework, and it shows what is reused.
    handlers.set('/kept', prerendered('"kept-1"', page('changed')))
    expect(gunzipSync((await get('/kept', 'gzip')).body).toString()).toBe(page('original'))
    // A new version is compressed anew.
    handlers.set('/kept', prerendered('"kept-2"', page('changed')))
    expect(gunzipSync((await get('/kept', 'gzip')).body).toString()).toBe(page('changed'))
  })

  it('moves to the smallest form once it is ready', async () => {
    const html = page('smallest')
    handlers.set('/small', prerendered('"small-1"', html))
    const first = (await get('/small', 'br')).body.length
    await expect
      .poll(async () => (await get('/small', 'br')).body.length, { timeout: 30_000 })
      .toBeLessThan(first)
    expect(brotliDecompressSync((await get('/small', 'br')).body).toString()).toBe(html)
  })

  it('is sent as it is to a client that accepts no compression', async () => {
    handlers.set('/plain', prerendered('"plain-1"', page('plain')))
    const plain = await get('/plain', 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(page('plain'))
  })
})

describe('answers that are not the same for everyone', () => {
  it.each([
    ['private', { 'Cache-Control': 'private, no-store' }],
    ['a cookie', { 'Set-Cookie': 'session=1' }],
    ['no version', { ETag: '' }],
    ['not HTML', { 'Content-Type': 'text/x-component' }],
  ])('pass by untouched: %s', async (_, headers) => {
    const route = `/untouched-${Math.random()}`
    handlers.set(route, prerendered('"same-etag"', page('untouched'), headers))
    const answer = await get(route, 'br, gzip')
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.body.toString()).toBe(page('untouched'))
  })

  it('pass by untouched when not a success', async () => {
    handlers.set('/missing', (response) => {
      response.writeHead(404, { 'Content-Type': 'text/html', ETag: '"missing"' })
      response.end(page('missing'))
    })
    expect((await get('/missing', 'gzip')).headers['content-encoding']).toBeUndefined()
  })
})

describe('the encoding a client asks for', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['gzip;q=0', undefined],
    [undefined, undefined],
  ])('%s: %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected)
  })
})
