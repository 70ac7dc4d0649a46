/** Document history for a Studio's history panel, from the transactions since start-up. */
import { failure, json } from './answers.ts'
import { mendozaEffects } from './listener.ts'
import type { CommittedTransaction, Document, DocumentChange } from './transactions.ts'

const DRAFTS = 'drafts.'

export class DocumentHistory {
  private readonly log: CommittedTransaction[] = []

  record(transaction: CommittedTransaction): void {
    this.log.push(transaction)
  }

  /** Answers `GET /data/history/{dataset}/{rest}`; `current` reads the dataset as it is now. */
  handle(rest: string, url: URL, current: (id: string) => Document | undefined): Response {
    const [kind, ...path] = rest.split('/')
    const ids = decodeURIComponent(path.at(-1) ?? '').split(',')
    if (kind === 'events' && path[0] === 'documents') return this.events(ids[0] ?? '')
    if (kind === 'transactions') return this.transactions(ids, url.searchParams)
    if (kind === 'documents') {
      const revision = url.searchParams.get('revision') ?? ''
      return json({ documents: ids.flatMap((id) => this.at(id, revision, current(id)) ?? []) })
    }
    return failure(404, `No history endpoint at ${rest}`)
  }

  private events(documentId: string): Response {
    const publishedId = documentId.startsWith(DRAFTS) ? documentId.slice(DRAFTS.length) : documentId
    const draftId = `${DRAFTS}${publishedId}`
    const variant = documentId === publishedId ? 'published' : 'draft'
    const events = this.log.flatMap((transaction): Record<string, unknown>[] => {
      const change = (id: string) => transaction.changes.find((candidate) => candidate.id === id)
      const draft = change(draftId)
      const published = change(publishedId)
      const base = {
        documentId: publishedId,
        timestamp: transaction.timestamp,
        author: transaction.identity,
        documentVariantType: variant,
      }
      const version = { versionId: draftId, versionRevisionId: draft?.before?._rev ?? '' }
      const revisionId = transaction.transactionId
      const event = (type: string, details: object) => [{ ...base, type, ...details }]
      if (published?.after && draft && !draft.after)
        return event('publishDocumentVersion', {
          ...version,
          revisionId,
          publishCause: 'document.publish',
        })
      if (published && !published.after) return event('unpublishDocument', version)
      if (draft && !draft.before)
        return event('createDocumentVersion', { versionId: draftId, versionRevisionId: revisionId })
      if (draft && !draft.after) return event('deleteDocumentVersion', version)
      if (published && !draft)
        return event(published.before ? 'updateLiveDocument' : 'createLiveDocument', { revisionId })
      return []
    })
    return json({ events: { [documentId]: events.reverse() }, nextCursor: '' })
  }

  private transactions(ids: string[], search: URLSearchParams): Response {
    const touching = this.log.filter((transaction) =>
      transaction.changes.some((change) => ids.includes(change.id)),
    )
    const from = search.get('fromTransaction')
    const to = search.get('toTransaction')
    const start = from ? touching.findIndex((transaction) => transaction.transactionId === from) : 0
    const end = to ? touching.findIndex((transaction) => transaction.transactionId === to) : -1
    let range = touching.slice(Math.max(start, 0), end === -1 ? undefined : end + 1)
    if (search.get('reverse') === 'true') range = range.reverse()
    range = range.slice(0, Number(search.get('limit') ?? range.length))
    const withContent = search.get('excludeContent') !== 'true'
    const lines = range.map((transaction) => {
      const changes = transaction.changes.filter((change) => ids.includes(change.id))
      return JSON.stringify({
        id: transaction.transactionId,
        timestamp: transaction.timestamp,
        author: transaction.identity,
        documentIDs: transaction.changes.map((change) => change.id),
        effects: Object.fromEntries(changes.map((change) => [change.id, mendozaEffects(change)])),
        ...(withContent ? { mutations: changes.flatMap((change) => change.mutations) } : {}),
      })
    })
    return new Response(lines.map((line) => `${line}\n`).join(''), {
      headers: { 'content-type': 'application/x-ndjson' },
    })
  }

  /** A document as it was at `revision`: after the transaction of that id, or as it is now. */
  private at(id: string, revision: string, now: Document | undefined): Document | undefined {
    if (now?._rev === revision) return now
    const change = this.log
      .flatMap((transaction) => transaction.changes)
      .find(
        (candidate: DocumentChange) => candidate.id === id && candidate.after?._rev === revision,
      )
    return change?.after
  }
}
