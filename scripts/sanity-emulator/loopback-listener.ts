/** One loopback port for HTTP/1.1 and HTTPS with HTTP/2, told apart by the first byte. */
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2'
import {
  createServer as createNetServer,
  type AddressInfo,
  type Server,
  type Socket,
} from 'node:net'
import { localhostCertificate } from './localhost-certificate.ts'

export type Handler = (
  incoming: IncomingMessage | Http2ServerRequest,
  outgoing: ServerResponse | Http2ServerResponse,
) => void

export interface LoopbackListener {
  server: Server
  port: number
  close(): Promise<void>
}

const TLS_HANDSHAKE = 0x16

export function listenOnLoopback(handler: Handler, port: number): Promise<LoopbackListener> {
  const plain = createHttpServer(handler)
  const secure = createSecureServer({ ...localhostCertificate(), allowHTTP1: true }, handler)
  const sockets = new Set<Socket>()
  const server = createNetServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    // A reset connection ends itself, never the emulator.
    socket.on('error', () => socket.destroy())
    socket.once('data', (first) => {
      // Hand the connection on with its first bytes put back, as if nothing had read them.
      socket.pause()
      socket.unshift(first)
      ;(first[0] === TLS_HANDSHAKE ? secure : plain).emit('connection', socket)
      process.nextTick(() => socket.resume())
    })
  })
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      resolve({
        server,
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy()
            server.close(() => done())
          }),
      })
    })
  })
}
