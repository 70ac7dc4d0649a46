import {
  createServer,
  request as forward,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
} from 'node:http'

/** One request the proxy passed on, and who answered it. */
export interface Exchange {
  method: string
  /** The request target, as the browser sent it (path and query). */
  url: string
  /** The name of the upstream that answered. */
  upstream: string
  /** 502 when the upstream could not be reached. */
  status: number
  requestHeaders: IncomingHttpHeaders
  responseHeaders: IncomingHttpHeaders
}

export interface SwitchingProxy {
  url: string
  /** Sends every request from now on to this upstream (requests under way finish where they are). */
  switchTo(upstream: string): void
  /** Every exchange so far, in the order the answers began. */
  readonly exchanges: readonly Exchange[]
  close(): Promise<void>
}

/** Headers about one connection, which a proxy does not pass on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'upgrade'])

const passable = (headers: IncomingHttpHeaders): OutgoingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)))

/**
 * A load balancer in miniature, on loopback: one address in front of several servers of the
 * site, passing each request whole to the one it is switched to, as a rolling deploy moves
 * traffic from the old release's instances to the new one's. It records who answered what.
 */
export async function startSwitchingProxy(
  port: number,
  upstreams: Record<string, string>,
  first: string,
): Promise<SwitchingProxy> {
  let current = first
  const exchanges: Exchange[] = []
  const server = createServer((request, response) => {
    const upstream = current
    const target = new URL(upstreams[upstream]!)
    const record = (status: number, responseHeaders: IncomingHttpHeaders) =>
      exchanges.push({
        method: request.method ?? 'GET',
        url: request.url ?? '',
        upstream,
        status,
        requestHeaders: request.headers,
        responseHeaders,
      })
    const outgoing = forward(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        // The browser's own Host: the site sees the address the visitor used.
        headers: passable(request.headers),
      },
      (answer) => {
        record(answer.statusCode ?? 502, answer.headers)
        response.writeHead(answer.statusCode ?? 502, passable(answer.headers))
        answer.pipe(response)
      },
    )
    outgoing.on('error', () => {
      record(502, {})
      if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'text/plain' })
      response.end()
    })
    request.pipe(outgoing)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    url: `http://127.0.0.1:${port}`,
    switchTo(upstream) {
      if (!(upstream in upstreams)) throw new Error(`no upstream named ${upstream}`)
      current = upstream
    },
    exchanges,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
