import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { EventSource as RealEventSource } from 'eventsource'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  EVENT_SIZE_LIMIT_BYTES,
  RECONNECT_DELAY_MS,
  SanityListener,
  SILENCE_LIMIT_MS,
} from '@/adapters/sanity/listener'
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
async function listenerEndpoint({ welcome = true } = {}) {
  const connections: ServerResponse[] = []
  const authorizations: (string | undefined)[] = []
  const server = createServer((request, response) => {
    authorizations.push(request.headers.authorization)
    response.writeHead(200, { 'content-type': 'text/event-stream' })
    if (welcome) response.write(`event: welcome\ndata: {"listenerName":"test"}\n\n`)
    connections.push(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v2025-02-19/data/listen/production?query=*`,
    connections,
    authorizations,
    mutation: (documentId: string, padding = '') =>
      connections
        .at(-1)
        ?.write(`event: mutation\ndata: ${JSON.stringify({ documentId, padding })}\n\n`),
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

/** A listener on the endpoint, with what it announces and logs; both stop after the test. */
function listenTo(endpoint: Awaited<ReturnType<typeof listenerEndpoint>>) {
  const lines: LogLine[] = []
  const heard: string[][] = []
  const listener = new SanityListener(
    endpoint.url,
    (ids) => heard.push(ids),
    recordingLogger(lines),
  )
  cleanup.push(() => listener.stop(), endpoint.close)
  return { lines, heard }
}
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

  it('listens with the token it is given, for drafts, and anonymously otherwise', async () => {
    const endpoint = await listenerEndpoint()
    const anonymous = new SanityListener(endpoint.url, () => {})
    const withToken = new SanityListener(endpoint.url, () => {}, undefined, 'sk-read-token')
    cleanup.push(
      () => anonymous.stop(),
      () => withToken.stop(),
      endpoint.close,
    )
    await until(() => expect(endpoint.connections).toHaveLength(2))
    expect([...endpoint.authorizations].sort()).toEqual(['Bearer sk-read-token', undefined])
  })

  it('reconnects 500 ms after the connection drops, and keeps listening', async () => {
    // The listener's own clock is the test's: the delay is counted exactly, however busy the
    // machine. Sockets and the test's waits run on real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const endpoint = await listenerEndpoint()
    const { lines, heard } = listenTo(endpoint)
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

  it('gives up on a stream silent for 300 000 ms and listens again, counting from the last event', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    // No welcome event: the only event on the stream is the one the test sends.
    const endpoint = await listenerEndpoint({ welcome: false })
    const { lines, heard } = listenTo(endpoint)
    await until(() => expect(endpoint.connections).toHaveLength(1))

    vi.advanceTimersByTime(SILENCE_LIMIT_MS / 2)
    const timers = vi.getTimerCount()
    endpoint.mutation('page-home')
    // Heard on the faked clock's same instant: the silence count restarts (a timer replaced)
    // and the batch of changes waits to be announced (a timer added).
    await until(() => expect(vi.getTimerCount()).toBe(timers + 1))
    vi.advanceTimersByTime(SILENCE_LIMIT_MS - 1)
    expect(heard).toEqual([['page-home']])
    expect(lines.map((line) => line.message)).not.toContain(
      'Content listener heard nothing; reconnecting',
    )
    vi.advanceTimersByTime(1)
    expect(lines.map((line) => line.message)).toContain(
      'Content listener heard nothing; reconnecting',
    )
    expect(lines.find((line) => line.message.includes('heard nothing'))?.context).toMatchObject({
      silentForMs: SILENCE_LIMIT_MS,
    })
    vi.advanceTimersByTime(RECONNECT_DELAY_MS)
    expect(opened).toHaveLength(2)
  })

  it('refuses an event larger than 262 144 bytes with a logged reason, and hears the next', async () => {
    const endpoint = await listenerEndpoint()
    const { lines, heard } = listenTo(endpoint)
    await until(() => expect(endpoint.connections).toHaveLength(1))

    const envelope = JSON.stringify({ documentId: 'page-home', padding: '' }).length
    endpoint.mutation('page-home', 'x'.repeat(EVENT_SIZE_LIMIT_BYTES - envelope + 1))
    await until(() =>
      expect(lines.map((line) => line.message)).toContain(
        'Refused an event from the content listener: too large',
      ),
    )
    expect(lines.at(-1)?.context).toMatchObject({
      bytes: EVENT_SIZE_LIMIT_BYTES + 1,
      limitBytes: EVENT_SIZE_LIMIT_BYTES,
    })

    endpoint.mutation('product-kiln', 'x'.repeat(EVENT_SIZE_LIMIT_BYTES - envelope - 12))
    await until(() => expect(heard).toEqual([['product-kiln']]))
  })
})
