import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { applyContentSecurityPolicy } from '@/server/document-policy'
import { DocumentStore } from '@/server/document-store'
import { preferredEncoding, sendEncodedDocument } from '@/server/encoded-documents'
import { moveScriptsAfterContent, SCRIPTS_LOADER } from '@/server/scripts-after-content'
import { frontServer, type Handler } from '../../support/front-server'

/*
 * The front's compression of prerendered pages, against a real HTTP server on loopback wired as
 * the production front wires it: each handler answers as the framework does.
 */

const documents = new DocumentStore()
const policyFor = (html?: string) => (html === undefined ? 'base' : `hashed:${html.length}`)

const { handlers, base: baseUrl } = frontServer((request, response) => {
  sendEncodedDocument(request, response, documents)
  applyContentSecurityPolicy(request, response, policyFor, documents)
  moveScriptsAfterContent(request, response)
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

  it('asks for the framework’s scripts after its content, with the policy of the page as sent', async () => {
    const chunk = '<script src="/_next/static/chunks/main.js" async=""></script>'
    const html = page('scripts').replace('<body>', `<head>${chunk}</head><body>`)
    handlers.set('/scripts', prerendered('"scripts-1"', html))
    const loader = `<script data-scripts="/_next/static/chunks/main.js">${SCRIPTS_LOADER}</script>`
    const moved = html.replace(chunk, '').replace('</body>', `${loader}</body>`)
    const brotli = await get('/scripts', 'br')
    expect(brotliDecompressSync(brotli.body).toString()).toBe(moved)
    expect(brotli.headers['content-security-policy']).toBe(`hashed:${moved.length}`)
    expect(gunzipSync((await get('/scripts', 'gzip')).body).toString()).toBe(moved)
    expect((await get('/scripts', '')).body.toString()).toBe(moved)
  })

  it('sends the page as changed with its own length to a client that accepts no compression', async () => {
    const chunk = '<script src="/_next/static/chunks/main.js" async=""></script>'
    const html = page('length').replace('</body>', `${chunk}</body>`)
    handlers.set('/length', prerendered('"length-1"', html, { 'Content-Length': `${html.length}` }))
    const plain = await get('/length?q=1', '')
    expect(plain.body.toString()).toContain(SCRIPTS_LOADER)
    expect(plain.headers['content-length']).toBe(`${plain.body.length}`)
  })
})

/** A build file as the framework sends it: named by its content, cacheable for ever. */
function buildFile(etag: string, body: string, contentType: string): Handler {
  return (response) => {
    response.writeHead(200, {
      'Content-Type': contentType,
      ETag: etag,
      'Cache-Control': 'public, max-age=31536000, immutable',
    })
    response.end(body)
  }
}

const script = (name: string) =>
  `self.${name}=function(){return ${JSON.stringify(name)}};\n`.repeat(300)

describe('a build file, compressed once per version', () => {
  it('is sent as Brotli or gzip, as asked, with its length and Vary', async () => {
    const js = script('chunk')
    handlers.set('/_next/static/chunks/a.js', buildFile('W/"1"', js, 'application/javascript'))
    const br = await get('/_next/static/chunks/a.js', 'gzip, deflate, br, zstd')
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toBe(js)
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(br.headers.vary).toBe('Accept-Encoding')

    const css = `.card{color:red}\n`.repeat(300)
    handlers.set('/_next/static/chunks/a.css', buildFile('W/"2"', css, 'text/css; charset=UTF-8'))
    const gzip = await get('/_next/static/chunks/a.css', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(css)
  })

  it('is kept by its path: files that share an ETag are not mixed up', async () => {
    // The framework's ETags of files are their size and time, which files of one build share.
    const [first, second] = [script('first'), script('other')]
    handlers.set('/_next/static/chunks/b.js', buildFile('W/"same"', first, 'text/javascript'))
    handlers.set('/_next/static/chunks/c.js', buildFile('W/"same"', second, 'text/javascript'))
    const decoded = async (route: string) =>
      brotliDecompressSync((await get(route, 'br')).body).toString()
    expect(await decoded('/_next/static/chunks/b.js')).toBe(first)
    expect(await decoded('/_next/static/chunks/c.js')).toBe(second)
    expect(await decoded('/_next/static/chunks/b.js?v=1')).toBe(first)
  })

  it.each([
    ['a font', '/_next/static/media/inter.woff2', 'font/woff2'],
    ['a script outside the build files', '/sw.js', 'application/javascript'],
  ])('leaves the rest to streaming compression: %s', async (_, route, contentType) => {
    handlers.set(route, buildFile('W/"3"', script('rest'), contentType))
    const answer = await get(route, 'br, gzip')
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.body.toString()).toBe(script('rest'))
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
