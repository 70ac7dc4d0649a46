import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { EventSource as RealEventSource } from 'eventsource'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RECONNECT_DELAY_MS, SanityListener } from '@/adapters/sanity/listener'
import { recordingLogger, type LogLine } from '../../../support/recording-logger'

/** Every event source the listener opens, by URL: its connection attempts, counted as made. */
const opened = vi.hoisted((): string[] => [])
vi.mock('eventsource', async (original) => {
  const { EventSource } = await original<{ EventSource: typeof RealEventSource }>()
  return {
    EventSource: class extends EventSource {
      constructor(...args: ConstructorParameters<typeof EventSource>) {
        super(...args)
        opened.push(String(args[0]))
      }
    },
  }
})

/** A listener endpoint on loopback that the test controls. */
async function listenerEndpoint() {
  const connections: ServerResponse[] = []
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' })
    response.write(`event: welcome\ndata: {"listenerName":"test"}\n\n`)
    connections.push(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v2025-02-19/data/listen/production?query=*`,
    connections,
    mutation: (documentId: string) =>
      connections.at(-1)?.write(`event: mutation\ndata: ${JSON.stringify({ documentId })}\n\n`),
    close: () => {
      server.closeAllConnections()
      server.close()
    },
  }
}

/**
 * Waits until `assertion` passes, on real time whatever the test fakes: it checks again on each
 * turn of the event loop (vi.waitFor would move a faked clock on as it waits).
 */
async function until(assertion: () => void, timeoutMs = 10_000) {
  const deadline = performance.now() + timeoutMs
  for (;;) {
    try {
      return assertion()
    } catch (error) {
      if (performance.now() > deadline) throw error
      await new Promise((resolve) => setImmediate(resolve))
    }
  }
}

/** Waits until the listener has seen its connection drop and planned to listen again. */
const reconnectPlanned = (lines: LogLine[]) =>
  until(() =>
    expect(lines.map((line) => line.message)).toContain(
      'Content listener disconnected; reconnecting',
    ),
  )

let cleanup: (() => void)[] = []
afterEach(() => {
  vi.useRealTimers()
  cleanup.forEach((stop) => stop())
  cleanup = []
  opened.length = 0
})

describe('the content listener', () => {
  it('announces mutated documents, those of one transaction together', async () => {
    const endpoint = await listenerEndpoint()
    const heard: string[][] = []
    const listener = new SanityListener(endpoint.url, (ids) => heard.push(ids))
    cleanup.push(() => listener.stop(), endpoint.close)
    await until(() => expect(endpoint.connections).toHaveLength(1))

    endpoint.mutation('page-home')
    endpoint.mutation('product-kiln')
    await until(() => expect(heard).toHaveLength(1))
    expect(heard).toEqual([['page-home', 'product-kiln']])
  })

  it('reconnects 500 ms after the connection drops, and keeps listening', async () => {
    // The listener's own clock is the test's: the delay is counted exactly, however busy the
    // machine. Sockets and the test's waits run on real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const endpoint = await listenerEndpoint()
    const lines: LogLine[] = []
    const heard: string[][] = []
    const listener = new SanityListener(
      endpoint.url,
      (ids) => heard.push(ids),
      recordingLogger(lines),
    )
    cleanup.push(() => listener.stop(), endpoint.close)
    await until(() => expect(endpoint.connections).toHaveLength(1))

    endpoint.connections[0]!.destroy()
    await reconnectPlanned(lines)
    vi.advanceTimersByTime(RECONNECT_DELAY_MS - 1)
    expect(opened).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(opened).toHaveLength(2)

    vi.useRealTimers()
    await until(() => expect(endpoint.connections).toHaveLength(2))
    endpoint.mutation('page-careers')
    await until(() => expect(heard).toHaveLength(1))
    expect(heard).toEqual([['page-careers']])
  })

  it('stops for good when asked to, even with a reconnection due', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const endpoint = await listenerEndpoint()
    const lines: LogLine[] = []
    const listener = new SanityListener(endpoint.url, () => {}, recordingLogger(lines))
    cleanup.push(endpoint.close)
    await until(() => expect(endpoint.connections).toHaveLength(1))

    endpoint.connections[0]!.destroy()
    await reconnectPlanned(lines)
    listener.stop()
    // Every timer there is, the listener's and its event source's, runs its course.
    vi.runAllTimers()
    expect(opened).toHaveLength(1)
  })
})
