/** Live events: one sync tag for the whole dataset, so a subscriber refetches after any change. */
import { randomUUID } from 'node:crypto'
import { eventStreamResponse } from './event-stream.ts'
import type { TransactionListener } from './listener.ts'
import type { CommittedTransaction } from './transactions.ts'

/** The sync tag of every query answer: any change may affect any of them. */
export const datasetSyncTag = (dataset: string) => `s1:${dataset}`

/** One subscriber's stream; `visible` says whether it may hear of a transaction. */
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
