/**
 * The publish webhook, as a GROQ-powered webhook in Sanity sends it with the filter
 * `!(_id in path("drafts.**"))` and the projection `{_id}` (see "Keep pages fresh" in
 * docs/sanity.md): after each transaction, one signed `POST {"_id": …}` for every published document
 * it created, changed or deleted. Draft edits send nothing. An answer other than 2xx is tried
 * again, as Sanity does, a few times with growing pauses, so a site that answered 503 while its
 * content service failed still hears of the publish.
 */
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
}

export interface Delivery {
  documentId: string
  status: number | undefined
  tries: number
}

/** Sends the webhook for every publish from now on; `onDelivered` hears each outcome. */
export function sendPublishWebhooks(
  emulator: SanityEmulator,
  options: WebhookOptions,
  onDelivered: (delivery: Delivery) => void = () => {},
): () => void {
  return emulator.onTransaction((transaction) => {
    for (const documentId of publishedIdsIn(transaction))
      void deliver(documentId, options).then(onDelivered)
  })
}

function publishedIdsIn({ changes }: CommittedTransaction): string[] {
  return changes
    .map((change) => change.id)
    .filter((id) => !id.startsWith('drafts.') && !id.startsWith('versions.'))
}

async function deliver(documentId: string, options: WebhookOptions): Promise<Delivery> {
  const { url, secret, retryDelaysMs = [1_000, 4_000, 10_000], log = console.warn } = options
  const body = JSON.stringify({ _id: documentId })
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
      await response.body?.cancel()
      if (response.ok) return { documentId, status, tries }
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
