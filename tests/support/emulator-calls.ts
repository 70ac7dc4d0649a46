import { SanityEmulator, type Document } from '../../scripts/sanity-emulator/emulator.ts'
import path from 'node:path'
import { FIXTURES_ROOT, readFixtureDocuments } from './fixture-documents'

/** The host and API version a Studio uses: the emulator answers any project id. */
export const STUDIO_BASE = 'https://studio1.localhost/v2025-02-19'

/** A fresh emulator over the production fixtures, and the calls a Studio makes to it. */
export async function studioEmulator(options: { writeToken?: string } = {}) {
  const documents = (await readFixtureDocuments('production')) as Document[]
  const emulator = new SanityEmulator({
    documents,
    dataset: 'production',
    assetsFolder: path.join(FIXTURES_ROOT, 'production'),
    ...options,
  })
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await emulator.handle(new Request(`${STUDIO_BASE}${path}`, init))
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const post = (path: string, body: unknown) =>
    call(path, { method: 'POST', body: JSON.stringify(body) })
  return {
    emulator,
    call,
    /** `POST /data/actions`, as the Studio edits and publishes. */
    act: (actions: Record<string, unknown>[], transactionId?: string) =>
      post('/data/actions/production', { actions, transactionId }),
    /** `POST /data/mutate`. */
    mutate: (mutations: Record<string, unknown>[], transactionId?: string) =>
      post('/data/mutate/production', { mutations, transactionId }),
    /** The stored document, or undefined. */
    stored: (id: string) => emulator.all().find((document) => document._id === id),
    /** Opens a listener and hands back its events as they arrive. */
    listen: (query: string, params: Record<string, unknown> = {}, options: string = '') =>
      listen(emulator, query, params, options),
    /** Opens the live events stream, as a preview asks it, and hands back its messages. */
    liveEvents: async (options: string = '', init: RequestInit = {}) =>
      eventStream(
        await emulator.handle(
          new Request(`${STUDIO_BASE}/data/live/events/production?${options}`, init),
        ),
        'message',
      ),
  }
}

export interface ListenerEvent {
  event: string
  id?: string
  data: Record<string, unknown>
}

/** A listener's server-sent events, parsed; `next(n)` waits for the next n mutation events. */
async function listen(
  emulator: SanityEmulator,
  query: string,
  params: Record<string, unknown>,
  options: string,
) {
  const search = new URLSearchParams({ query })
  for (const [name, value] of Object.entries(params)) search.set(`$${name}`, JSON.stringify(value))
  const response = await emulator.handle(
    new Request(`${STUDIO_BASE}/data/listen/production?${search}&${options}`),
  )
  return eventStream(response, 'mutation')
}

/**
 * A stream of server-sent events, parsed, once its welcome has come; `next(n)` waits for the
 * next n events of the `kind` that matters.
 */
async function eventStream(response: Response, kind: string) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  const events: ListenerEvent[] = []
  let buffered = ''
  const read = async () => {
    const { value, done } = await reader.read()
    if (done) throw new Error('the listener closed')
    buffered += value
    const blocks = buffered.split('\n\n')
    buffered = blocks.pop() ?? ''
    for (const block of blocks) {
      const fields = Object.fromEntries(
        block
          .split('\n')
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
      )
      events.push({ event: fields.event!, id: fields.id, data: JSON.parse(fields.data!) })
    }
  }
  while (!events.some((event) => event.event === 'welcome')) await read()
  let taken = 0
  return {
    /** Waits for the next `count` events of the kind. */
    async next(count = 1): Promise<ListenerEvent[]> {
      const mutations = () => events.filter((event) => event.event === kind).slice(taken)
      while (mutations().length < count) await read()
      const next = mutations().slice(0, count)
      taken += count
      return next
    },
    close: () => reader.cancel(),
  }
}
