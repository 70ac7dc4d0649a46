import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2'
import type { Server } from 'node:net'
import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { DroppedConnection, failure } from './answers.ts'
import { corsHeaders, preflightHeaders } from './cors.ts'
import type { SanityEmulator } from './emulator.ts'
import { listenOnLoopback } from './loopback-listener.ts'

export interface RunningEmulator {
  server: Server
  /** e.g. http://127.0.0.1:4310: the value for SANITY_API_HOST. */
  url: string
  /** e.g. https://localhost:4310, HTTPS and HTTP/2 on the same port: a Studio's `apiHost`. */
  studioApiHost: string
  close(): Promise<void>
}

export async function serveEmulator(emulator: SanityEmulator, port = 0): Promise<RunningEmulator> {
  const listener = await listenOnLoopback(
    (incoming, outgoing) => void respond(emulator, incoming, outgoing),
    port,
  )
  return {
    server: listener.server,
    url: `http://127.0.0.1:${listener.port}`,
    studioApiHost: `https://localhost:${listener.port}`,
    close: listener.close,
  }
}

async function respond(
  emulator: SanityEmulator,
  incoming: IncomingMessage | Http2ServerRequest,
  either: ServerResponse | Http2ServerResponse,
) {
  // HTTP/2's compatibility response has the same writeHead, end and stream that are used here.
  const outgoing = either as ServerResponse
  const origin = incoming.headers.origin
  if (incoming.method === 'OPTIONS' && incoming.headers['access-control-request-method']) {
    const requested = incoming.headers['access-control-request-headers']
    outgoing.writeHead(204, preflightHeaders(origin, requested))
    return void outgoing.end()
  }
  const host = incoming.headers.host ?? incoming.headers[':authority'] ?? '127.0.0.1'
  const scheme = 'encrypted' in incoming.socket ? 'https' : 'http'
  const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD'
  // HTTP/2's pseudo-headers (:method, :path, …) are not headers a Request may carry.
  const headers = Object.entries(incoming.headers).filter(([name]) => !name.startsWith(':'))
  let response: Response
  try {
    const request = new Request(`${scheme}://${host}${incoming.url ?? '/'}`, {
      method: incoming.method,
      headers: headers as [string, string][],
      body: hasBody ? (Readable.toWeb(incoming) as ReadableStream) : undefined,
      duplex: 'half',
    } as RequestInit)
    response = await emulator.handle(request)
  } catch (error) {
    if (error instanceof DroppedConnection) return void incoming.socket.destroy()
    response = failure(500, (error as Error).message)
  }
  outgoing.writeHead(response.status, {
    ...Object.fromEntries(response.headers),
    ...corsHeaders(origin),
  })
  if (!response.body) return void outgoing.end()
  const body = Readable.fromWeb(response.body as WebReadableStream)
  outgoing.on('close', () => body.destroy())
  body.pipe(outgoing)
}
