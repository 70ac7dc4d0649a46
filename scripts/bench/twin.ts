import { createServer, request, type Server } from 'node:http'
import zlib from 'node:zlib'
import { brotliBest, decoded } from './brotli.ts'

// A route's scriptless twin: what the page's design costs; the route ÷ its twin is its JavaScript.

/** Every `<script>` element, its content included (an inline script cannot hold `</script`). */
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi
const LINK = /<link\b[^>]*>/gi

function attributeOf(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)
  return match ? (match[1] ?? match[2] ?? match[3] ?? '').toLowerCase() : undefined
}

/** Whether a `<link>` only fetches a script ahead: a module preload, or a preload as a script. */
function preloadsScript(tag: string): boolean {
  const rel = (attributeOf(tag, 'rel') ?? '').split(/\s+/)
  return (
    rel.includes('modulepreload') ||
    (rel.includes('preload') && attributeOf(tag, 'as') === 'script')
  )
}

/** The document without its `<script>` elements (the inline RSC payload among them) and script preloads. */
export function scriptlessHtml(html: string): string {
  return html.replace(SCRIPT, '').replace(LINK, (tag) => (preloadsScript(tag) ? '' : tag))
}

/**
 * Compressed the way the site compressed its own answer: a twin that travelled lighter (Brotli
 * 11 against the server's gzip) would be faster for its encoding, not for having no scripts.
 * Next.js's server gzips at zlib's default level.
 */
function encoded(body: Buffer, siteEncoding: string | undefined) {
  if (siteEncoding === 'br') return { encoding: 'br', body: brotliBest(body) }
  if (siteEncoding === 'gzip') return { encoding: 'gzip', body: zlib.gzipSync(body) }
  return { encoding: undefined, body }
}

/** Headers that describe the upstream's body, not the twin's, and are set anew or dropped. */
const BODY_HEADERS = ['content-length', 'content-encoding', 'transfer-encoding', 'etag']

/** A loopback proxy: HTML comes back scriptless, compressed anew as the site sent it; the rest passes through. */
export function createTwin(upstream: string): Server {
  const target = new URL(upstream)
  /** Each document compressed once per version. */
  const kept = new Map<string, ReturnType<typeof encoded>>()
  return createServer((incoming, outgoing) => {
    const forwarded = request(
      `${target.origin}${incoming.url ?? '/'}`,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        const isHtml = /^text\/html\b/i.test(String(answer.headers['content-type'] ?? ''))
        if (!isHtml || incoming.method === 'HEAD') {
          outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
          answer.pipe(outgoing)
          return
        }
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('error', (error) => outgoing.destroy(error))
        answer.on('end', () => {
          try {
            const version = answer.headers.etag
            const key = `${incoming.url} ${incoming.headers['accept-encoding'] ?? ''} ${version}`
            const siteEncoding = answer.headers['content-encoding']
            const html = decoded(Buffer.concat(chunks), siteEncoding).toString('utf8')
            const twin =
              (version && kept.get(key)) ||
              encoded(Buffer.from(scriptlessHtml(html), 'utf8'), siteEncoding)
            if (version) kept.set(key, twin)
            const { encoding, body } = twin
            // The upstream's headers as it sent them (a repeated one stays repeated), in pairs.
            const headers: string[] = []
            for (let i = 0; i + 1 < answer.rawHeaders.length; i += 2)
              if (!BODY_HEADERS.includes(answer.rawHeaders[i]!.toLowerCase()))
                headers.push(answer.rawHeaders[i]!, answer.rawHeaders[i + 1]!)
            if (encoding) headers.push('Content-Encoding', encoding)
            headers.push('Content-Length', String(body.length))
            outgoing.writeHead(answer.statusCode ?? 200, headers)
            outgoing.end(body)
          } catch (error) {
            outgoing.destroy(error as Error)
          }
        })
      },
    )
    forwarded.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end(String(error))
      else outgoing.destroy(error)
    })
    incoming.pipe(forwarded)
  })
}
