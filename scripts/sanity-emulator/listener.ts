/** The listener: server-sent events for every change its GROQ filter matches. */
import { randomUUID } from 'node:crypto'
import { evaluate, parse } from 'groq-js'
import { eventStreamResponse } from './event-stream.ts'
import type { CommittedTransaction, Document, DocumentChange } from './transactions.ts'

export type TransactionListener = (transaction: CommittedTransaction) => void

/** The event stream for one listener; `subscribe` hands it every committed transaction. */
export function listenerResponse(
  url: URL,
  subscribe: (listener: TransactionListener) => () => void,
): Response {
  const options = listenOptions(url)
  return eventStreamResponse((send) => {
    send('welcome', { listenerName: randomUUID() })
    // Matching is asynchronous; the chain keeps each transaction's events together and in order.
    let sent = Promise.resolve()
    return subscribe((transaction) => {
      sent = sent
        .then(() => eventsFor(transaction, options))
        .then((events) => {
          for (const event of events)
            send('mutation', event, `${transaction.transactionId}#${event.documentId}`)
        })
        .catch(() => {})
    })
  })
}

export async function runQuery(
  query: string,
  params: Record<string, unknown>,
  dataset: unknown[],
): Promise<unknown> {
  return (await evaluate(parse(query, { params }), { dataset, params })).get()
}

/** A GET query's parameters: `$name=<JSON>` in the search. */
export function queryParams(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [name, value] of search) {
    if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value)
  }
  return params
}

type ListenOptions = ReturnType<typeof listenOptions>

function listenOptions(url: URL) {
  const search = url.searchParams
  const flag = (name: string, fallback: boolean) =>
    search.has(name) ? search.get(name) === 'true' : fallback
  return {
    filter: search.get('query') ?? '*',
    params: queryParams(search),
    includeResult: flag('includeResult', true),
    includePreviousRevision: flag('includePreviousRevision', false),
    includeMutations: flag('includeMutations', true),
    mendoza: search.get('effectFormat') === 'mendoza',
    visibility: search.get('visibility') ?? 'query',
    includeAllVersions: flag('includeAllVersions', false),
  }
}

async function eventsFor(transaction: CommittedTransaction, options: ListenOptions) {
  const seen: { change: DocumentChange; transition: 'appear' | 'update' | 'disappear' }[] = []
  for (const change of transaction.changes) {
    if (change.id.startsWith('versions.') && !options.includeAllVersions) continue
    const before = await matches(options, change.before)
    const after = await matches(options, change.after)
    if (before || after)
      seen.push({ change, transition: !before ? 'appear' : !after ? 'disappear' : 'update' })
  }
  return seen.map(({ change, transition }, index) => ({
    eventId: `${transaction.transactionId}#${change.id}`,
    documentId: change.id,
    transactionId: transaction.transactionId,
    transition,
    identity: transaction.identity,
    previousRev: change.before?._rev,
    // The transaction's id even when the document is gone: the Studio chains events by it.
    resultRev: transaction.transactionId,
    timestamp: transaction.timestamp,
    visibility: options.visibility,
    transactionTotalEvents: seen.length,
    transactionCurrentEvent: index + 1,
    ...(options.includeMutations ? { mutations: change.mutations } : {}),
    ...(options.includeResult ? { result: change.after } : {}),
    ...(options.includePreviousRevision ? { previous: change.before } : {}),
    ...(options.mendoza ? { effects: mendozaEffects(change) } : {}),
  }))
}

/** Mendoza effects as whole values (`[0, value]`), without `_rev`, each way. */
export function mendozaEffects({ before, after }: DocumentChange) {
  const withoutRev = (document: Document | undefined) => {
    if (!document) return null
    const { _rev: _revision, ...rest } = document
    return rest
  }
  return { apply: [0, withoutRev(after)], revert: [0, withoutRev(before)] }
}

async function matches(options: ListenOptions, document: Document | undefined): Promise<boolean> {
  if (!document) return false
  try {
    const result = await runQuery(options.filter, options.params, [document])
    return Array.isArray(result) && result.length > 0
  } catch {
    return false
  }
}
