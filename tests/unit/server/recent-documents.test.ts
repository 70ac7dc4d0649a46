import type { IncomingMessage } from 'node:http'
import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { applyContentSecurityPolicy } from '@/server/document-policy'
import { DocumentStore } from '@/server/document-store'
import { sendEncodedDocument, sendRecentDocument } from '@/server/encoded-documents'
import { RECENT_FOR_MS, recentDocumentKey } from '@/server/recent-documents'
import { frontServer, type Handler } from '../../support/front-server'

/*
 * The front's recent documents: a page asked for again within a moment is answered by the front
 * itself, with the bytes and headers the framework gave, and a publish forgets the pages it
 * invalidated.
 */

let clock = 0
const store = new DocumentStore({ now: () => clock })

/** Wired as src/server/serve.ts wires the front for visitors. */
const { handlers, base } = frontServer((request, response) => {
  const key = recentDocumentKey(request)
  const kept = key === undefined ? undefined : store.document(key, RECENT_FOR_MS)
  if (key !== undefined && kept) {
    void sendRecentDocument(request, response, key, kept, store)
    return true
  }
  sendEncodedDocument(
    request,
    response,
    store,
    key === undefined ? undefined : store.keeperFor(key),
  )
  const policyFor = (html?: string) => (html ? `hashed:${html.length}` : 'base')
  applyContentSecurityPolicy(request, response, policyFor, store)
})

/** A prerendered page whose every answer by the framework is counted. */
function counted(html: string, headers: Record<string, string> = {}) {
  const answered = { times: 0 }
  const handler: Handler = (response) => {
    answered.times += 1
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      ETag: `"${html.length}-${headers.ETag ?? ''}"`,
      'Cache-Control': 's-maxage=600, stale-while-revalidate=31535400',
      Vary: 'rsc, next-router-state-tree',
      ...headers,
    })
    response.end(html)
  }
  return { answered, handler }
}

const page = (words: string) =>
  `<!doctype html><html><body><script>self.__next_f.push([0])</script>${`<p>${words}</p>`.repeat(50)}</body></html>`

const get = (route: string, headers: Record<string, string> = {}) =>
  fetch(`${base()}${route}`, { headers })

describe('a page asked for again within a moment', () => {
  it('is answered by the front, with the same document and headers', async () => {
    const { answered, handler } = counted(page('home'))
    handlers.set('/again', handler)
    const first = await get('/again')
    const second = await get('/again')
    expect(answered.times).toBe(1)
    expect(await second.text()).toBe(await first.text())
    for (const name of ['etag', 'cache-control', 'content-security-policy', 'content-type'])
      expect(second.headers.get(name), name).toBe(first.headers.get(name))
    expect(second.headers.get('content-security-policy')).toBe(`hashed:${page('home').length}`)
  })

  it('comes in the encoding each client asks for, with its own length and Vary', async () => {
    const html = page('encodings')
    const { answered, handler } = counted(html)
    handlers.set('/encodings', handler)
    await get('/encodings', { 'accept-encoding': 'gzip' })
    const { request } = await import('node:http')
    const raw = await new Promise<IncomingMessage & { body?: Buffer }>((resolve, reject) =>
      request(`${base()}/encodings`, { headers: { 'accept-encoding': 'br' } }, (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => resolve(Object.assign(answer, { body: Buffer.concat(chunks) })))
      })
        .on('error', reject)
        .end(),
    )
    expect(answered.times).toBe(1)
    expect(raw.headers['content-encoding']).toBe('br')
    expect(Number(raw.headers['content-length'])).toBe(raw.body!.length)
    expect(raw.headers.vary).toBe('rsc, next-router-state-tree, Accept-Encoding')
    expect(brotliDecompressSync(raw.body!).toString()).toBe(html)
    const plain = await get('/encodings', { 'accept-encoding': 'identity' })
    expect(await plain.text()).toBe(html)
    expect(answered.times).toBe(1)
  })

  it('goes to the framework again once the moment has passed', async () => {
    const { answered, handler } = counted(page('later'))
    handlers.set('/later', handler)
    await get('/later')
    clock += RECENT_FOR_MS
    await get('/later')
    expect(answered.times).toBe(2)
  })

  it('goes to the framework again after a publish, even one that overtook an answer', async () => {
    const { answered, handler } = counted(page('published'))
    handlers.set('/published', handler)
    // An answer underway while a publish lands may be from before it: it is not kept.
    const keep = store.keeperFor('/published')
    store.forget(['/published'])
    keep('"old"', { etag: '"old"' }, Buffer.from('before the publish'))
    await get('/published')
    await get('/published')
    expect(answered.times).toBe(1)
    store.forget(['/published'])
    await get('/published')
    expect(answered.times).toBe(2)
  })

  it('is still answered by the front after a publish of other pages', async () => {
    const { answered, handler } = counted(page('untouched by the publish'))
    handlers.set('/untouched', handler)
    await get('/untouched')
    store.forget(['/published'])
    await get('/untouched')
    expect(answered.times).toBe(1)
  })
})

describe('answers the front never keeps', () => {
  it.each([
    ['private', { 'Cache-Control': 'private, no-store' }],
    ['with a cookie', { 'Set-Cookie': 'session=1' }],
    ['without a version', { ETag: '' }],
  ])('%s', async (_, headers) => {
    const route = `/never-${Math.random().toString(36).slice(2)}`
    const { answered, handler } = counted(page('never'), headers)
    handlers.set(route, handler)
    await get(route)
    await get(route)
    expect(answered.times).toBe(2)
  })

  it.each([
    ['the router asks for data', { rsc: '1' }],
    ['the client holds a version', { 'if-none-match': '"1"' }],
    ['the client asks for part', { range: 'bytes=0-9' }],
  ])('when %s', async (_, headers) => {
    const route = `/asked-${Math.random().toString(36).slice(2)}`
    const { answered, handler } = counted(page('asked'))
    handlers.set(route, handler)
    await get(route)
    await get(route, headers)
    expect(answered.times).toBe(2)
  })
})

describe('the requests that may be answered from recent documents', () => {
  const request = (method: string, url: string, headers: Record<string, string> = {}) =>
    ({ method, url, headers }) as unknown as IncomingMessage

  it('are plain GETs of a path', () => {
    expect(recentDocumentKey(request('GET', '/careers'))).toBe('/careers')
    expect(recentDocumentKey(request('HEAD', '/careers'))).toBeUndefined()
    expect(recentDocumentKey(request('POST', '/careers'))).toBeUndefined()
    // Queries would make the addresses endless.
    expect(recentDocumentKey(request('GET', '/careers?utm_source=x'))).toBeUndefined()
    expect(recentDocumentKey(request('GET', '/x', { 'next-router-prefetch': '1' }))).toBe(undefined)
  })
})
