import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { RECONNECT_DELAY_MS, SanityListener } from '@/adapters/sanity/listener'

/** A listener endpoint on loopback that the test controls. */
async function listenerEndpoint() {
  const connections: { at: number; response: ServerResponse }[] = []
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' })
    response.write(`event: welcome\ndata: {"listenerName":"test"}\n\n`)
    connections.push({ at: Date.now(), response })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v2025-02-19/data/listen/production?query=*`,
    connections,
    mutation: (documentId: string) =>
      connections
        .at(-1)
        ?.response.write(`event: mutation\ndata: ${JSON.stringify({ documentId })}\n\n`),
    close: () => {
      server.closeAllConnections()
      server.close()
    },
  }
}

const until = async (condition: () => boolean, timeoutMs = 3_000) => {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

let cleanup: (() => void)[] = []
afterEach(() => {
  cleanup.forEach((stop) => stop())
  cleanup = []
})

describe('the content listener', () => {
  it('announces mutated documents, those of one transaction together', async () => {
    const endpoint = await listenerEndpoint()
    const heard: string[][] = []
    const listener = new SanityListener(endpoint.url, (ids) => heard.push(ids))
    cleanup.push(() => listener.stop(), endpoint.close)
    await until(() => endpoint.connections.length === 1)

    endpoint.mutation('page-home')
    endpoint.mutation('product-kiln')
    await until(() => heard.length === 1)
    expect(heard).toEqual([['page-home', 'product-kiln']])
  })

  it('reconnects 500 ms after the connection drops, and keeps listening', async () => {
    const endpoint = await listenerEndpoint()
    const heard: string[][] = []
    const listener = new SanityListener(endpoint.url, (ids) => heard.push(ids))
    cleanup.push(() => listener.stop(), endpoint.close)
    await until(() => endpoint.connections.length === 1)

    const dropped = Date.now()
    endpoint.connections[0]!.response.destroy()
    await until(() => endpoint.connections.length === 2)
    const delay = endpoint.connections[1]!.at - dropped
    expect(delay).toBeGreaterThanOrEqual(RECONNECT_DELAY_MS - 20)
    expect(delay).toBeLessThan(RECONNECT_DELAY_MS + 1_000)

    endpoint.mutation('page-careers')
    await until(() => heard.length === 1)
    expect(heard).toEqual([['page-careers']])
  })

  it('stops for good when asked to', async () => {
    const endpoint = await listenerEndpoint()
    const listener = new SanityListener(endpoint.url, () => {})
    cleanup.push(endpoint.close)
    await until(() => endpoint.connections.length === 1)
    listener.stop()
    endpoint.connections[0]!.response.destroy()
    await new Promise((resolve) => setTimeout(resolve, RECONNECT_DELAY_MS + 300))
    expect(endpoint.connections).toHaveLength(1)
  })
})
