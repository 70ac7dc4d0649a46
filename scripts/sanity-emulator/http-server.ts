import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { DroppedConnection, type SanityEmulator } from './emulator.ts'

export interface RunningEmulator {
  server: Server
  /** e.g. http://127.0.0.1:4310: the value for SANITY_API_HOST. */
  url: string
  close(): Promise<void>
}

/** Serves the emulator over HTTP on loopback only. Port 0 picks a free port. */
export function serveEmulator(emulator: SanityEmulator, port = 0): Promise<RunningEmulator> {
  const server = createServer((incoming, outgoing) => void respond(emulator, incoming, outgoing))
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as AddressInfo
      resolve({
        server,
        url: `http://127.0.0.1:${bound}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}

async function respond(
  emulator: SanityEmulator,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
) {
  try {
    const host = incoming.headers.host ?? '127.0.0.1'
    const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD'
    const request = new Request(`http://${host}${incoming.url ?? '/'}`, {
      method: incoming.method,
      headers: incoming.headers as Record<string, string>,
      body: hasBody ? (Readable.toWeb(incoming) as ReadableStream) : undefined,
      duplex: 'half',
    } as RequestInit)
    const response = await emulator.handle(request)
    outgoing.writeHead(response.status, Object.fromEntries(response.headers))
    if (!response.body) return void outgoing.end()
    const body = Readable.fromWeb(response.body as WebReadableStream)
    outgoing.on('close', () => body.destroy())
    body.pipe(outgoing)
  } catch (error) {
    if (error instanceof DroppedConnection) return void incoming.socket.destroy()
    outgoing.writeHead(500, { 'content-type': 'application/json' })
    outgoing.end(
      JSON.stringify({ error: 'Internal Server Error', message: (error as Error).message }),
    )
  }
}
