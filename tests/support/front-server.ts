import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'

export type Handler = (response: ServerResponse) => void

/**
 * A real HTTP server on loopback for the tests of the production front's response wrappers:
 * `wire` puts them on each response as src/server/serve.ts does, then the handler set for the
 * path answers the way the framework does. Started before the file's tests, closed after.
 */
export function frontServer(
  wire: (request: IncomingMessage, response: ServerResponse) => boolean | void,
) {
  const handlers = new Map<string, Handler>()
  const server = createServer((request, response) => {
    if (wire(request, response) === true) return
    handlers.get(new URL(request.url!, 'http://x').pathname)!(response)
  })
  let base = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))
  return { handlers, base: () => base }
}
