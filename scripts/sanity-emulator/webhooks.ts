/** The publish webhook as Sanity sends it: signed, one per published document, retried. */
import { encodeSignatureHeader } from '@sanity/webhook'
import type { SanityEmulator } from './emulator.ts'
import type { CommittedTransaction } from './transactions.ts'

export interface WebhookOptions {
  /** e.g. http://127.0.0.1:3000/api/revalidate */
  url: string
  /** The site's SANITY_WEBHOOK_SECRET. */
  secret: string
  /** Pauses before each new try; four tries over about 15 s unless told. */
  retryDelaysMs?: number[]
  log?: (message: string) => void
  /**
   * What the body carries: the projection the site documents (the id and, before the change,
   * the type and route), or `{_id}` alone, as a webhook left at its default sends.
   */
  projection?: 'documented' | 'id-only'
}

export interface Delivery {
  documentId: string
  status: number | undefined
  tries: number
  /** The site's last answer, as text. */
  answer?: string
}

/** The webhook's body: the document's id and, before the change, its type and route. */
interface Notification {
  _id: string
  before?: { _type: unknown; route: unknown } | null
}

/** Sends the webhook for every publish from now on; `onDelivered` hears each outcome. */
export function sendPublishWebhooks(
  emulator: SanityEmulator,
  options: WebhookOptions,
  onDelivered: (delivery: Delivery) => void = () => {},
): () => void {
  return emulator.onTransaction((transaction) => {
    for (const notification of publishedChangesIn(transaction)) {
      const body = options.projection === 'id-only' ? { _id: notification._id } : notification
      void deliver(body, options).then(onDelivered)
    }
  })
}

function publishedChangesIn({ changes }: CommittedTransaction): Notification[] {
  return changes
    .filter(({ id }) => !['drafts.', 'versions.', '_.'].some((prefix) => id.startsWith(prefix)))
    .map(({ id, before }) => ({
      _id: id,
      before: before
        ? { _type: before._type, route: (before.route as { current?: unknown })?.current ?? null }
        : null,
    }))
}

async function deliver(notification: Notification, options: WebhookOptions): Promise<Delivery> {
  const { url, secret, retryDelaysMs = [1_000, 4_000, 10_000], log = console.warn } = options
  const documentId = notification._id
  const body = JSON.stringify(notification)
  let status: number | undefined
  for (let tries = 1; ; tries++) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), secret),
        },
        body,
        signal: AbortSignal.timeout(120_000),
      })
      status = response.status
      const answer = await response.text()
      if (response.ok) return { documentId, status, tries, answer }
    } catch (error) {
      status = undefined
      log(`The webhook for ${documentId} to ${url} failed: ${(error as Error).message}`)
    }
    const pause = retryDelaysMs[tries - 1]
    if (pause === undefined) {
      log(`The webhook for ${documentId} to ${url} gave up after ${tries} tries (${status})`)
      return { documentId, status, tries }
    }
    await new Promise((resolve) => setTimeout(resolve, pause))
  }
}
