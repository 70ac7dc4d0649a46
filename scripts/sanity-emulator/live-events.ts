/**
 * Sanity's live events (`GET /data/live/events/{dataset}`): server-sent events that tell a page
 * its query results may be stale. The hosted API tags each query answer (`syncTags`) and sends
 * the tags a change touched; here one tag stands for the whole dataset, which every answer
 * carries and every change sends, so a subscriber refetches after any change it may see. Drafts
 * count only for a subscriber that asked with `includeDrafts=true` and may read them.
 */
import { randomUUID } from 'node:crypto'
import { eventStreamResponse } from './event-stream.ts'
import type { TransactionListener } from './listener.ts'
import type { CommittedTransaction } from './transactions.ts'

/** The sync tag of every query answer: any change may affect any of them. */
export const datasetSyncTag = (dataset: string) => `s1:${dataset}`

/**
 * The event stream for one subscriber. `subscribe` hands it every committed transaction;
 * `visible` says whether the subscriber may hear of it (drafts only with includeDrafts).
 */
export function liveEventsResponse(
  dataset: string,
  subscribe: (listener: TransactionListener) => () => void,
  visible: (transaction: CommittedTransaction) => boolean,
): Response {
  return eventStreamResponse((send) => {
    send('welcome', {})
    return subscribe((transaction) => {
      if (!visible(transaction)) return
      const id = `${transaction.transactionId}-${randomUUID()}`
      send('message', { id, tags: [datasetSyncTag(dataset)] }, id)
    })
  })
}
