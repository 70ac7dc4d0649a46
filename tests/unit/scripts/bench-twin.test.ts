import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { createTwin, scriptlessHtml } from '../../../scripts/bench/twin'

describe('the scriptless twin of a document', () => {
  it('takes out every script, inline ones with their content, and every link that fetches a script', () => {
    const html = [
      '<!DOCTYPE html><html><head>',
      '<meta charset="utf-8"><link rel="stylesheet" href="/a.css" data-precedence="next">',
      '<link rel="preload" href="/font.woff2" as="font" type="font/woff2" crossorigin="">',
      '<link rel="preload" as="script" fetchPriority="low" href="/chunks/b.js">',
      "<link rel='modulepreload' href='/chunks/c.js'>",
      '<script src="/chunks/d.js" async=""></script>',
      '</head><body><h1 class="title">Alts</h1>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script>self.__next_f.push([1,"<div>\\u003c/script>"])</SCRIPT >',
      '<img src="/a.jpg" alt=""></body></html>',
    ].join('')
    expect(scriptlessHtml(html)).toBe(
      [
        '<!DOCTYPE html><html><head>',
        '<meta charset="utf-8"><link rel="stylesheet" href="/a.css" data-precedence="next">',
        '<link rel="preload" href="/font.woff2" as="font" type="font/woff2" crossorigin="">',
        '</head><body><h1 class="title">Alts</h1>',
        '<img src="/a.jpg" alt=""></body></html>',
      ].join(''),
    )
  })

  it('leaves a document without scripts byte for byte', () => {
    const html = '<!DOCTYPE html><html><head><title>x</title></head><body><p>é</p></body></html>'
    expect(scriptlessHtml(html)).toBe(html)
  })
})

describe('the twin server', () => {
  const servers: Server[] = []
  afterEach(() => Promise.all(servers.splice(0).map((server) => server.close())))

  const listening = async (server: Server) => {
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }

  /** One answer of the twin to a browser that accepts Brotli and gzip. */
  const fetchRaw = (url: string) =>
    new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) =>
      request(url, { headers: { 'accept-encoding': 'br, gzip' } }, (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () =>
          resolve({ encoding: answer.headers['content-encoding'], body: Buffer.concat(chunks) }),
        )
      })
        .on('error', reject)
        .end(),
    )

  it('sends the document scriptless in the encoding the site used, whatever the browser accepts', async () => {
    const html = '<!DOCTYPE html><html><body><p>Hello</p><script>self.x=1</script></body></html>'
    const site = await listening(
      createServer((_incoming, outgoing) => {
        outgoing.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
        outgoing.end(zlib.gzipSync(html))
      }),
    )
    const answer = await fetchRaw(await listening(createTwin(site)))
    expect(answer.encoding).toBe('gzip')
    expect(zlib.gunzipSync(answer.body).toString()).toBe(scriptlessHtml(html))
  })
})
