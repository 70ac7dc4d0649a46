import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { AppError, UnauthorizedError } from '@/domain/errors'
import type { ContentWebhook, WebhookRequest } from '@/ports/content-webhook'
import { DOCUMENT_ID_RULE, isDocumentId } from './client-rules'

/** A signature older than this is refused, so a captured request cannot be replayed later. */
export const SIGNATURE_MAX_AGE_MS = 5 * 60 * 1000

/**
 * Sanity's GROQ-powered webhooks, signed with a shared secret (header
 * `sanity-webhook-signature: t=<ms>,v1=<HMAC-SHA256>`). Configure the webhook in Sanity with the
 * projection `{ _id }` (or `{ "ids": [_id] }`); the signature is checked before the body is read.
 */
export class SanityWebhook implements ContentWebhook {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  async publishedDocumentIds({ body, headers }: WebhookRequest): Promise<string[]> {
    const signature = headers.get(SIGNATURE_HEADER_NAME)
    if (!signature) throw new UnauthorizedError('The webhook request is not signed')
    if (!(await isValidSignature(body, signature, this.secret))) {
      throw new UnauthorizedError('The webhook signature is not valid')
    }
    const timestamp = Number(/t=(\d+)/.exec(signature)?.[1])
    if (!(Math.abs(this.now() - timestamp) <= SIGNATURE_MAX_AGE_MS)) {
      throw new UnauthorizedError('The webhook signature has expired')
    }
    return documentIdsIn(body)
  }
}

function documentIdsIn(body: string): string[] {
  let payload: unknown
  try {
    payload = JSON.parse(body)
  } catch {
    throw new AppError('The webhook body is not JSON', 400)
  }
  const { _id, ids } = (payload ?? {}) as { _id?: unknown; ids?: unknown }
  const found = [_id, ...(Array.isArray(ids) ? ids : [])].filter((id) => id !== undefined)
  if (found.length === 0 || !found.every((id): id is string => typeof id === 'string')) {
    throw new AppError(
      'The webhook body names no document: expected { "_id": "…" } or { "ids": [ … ] }',
      400,
    )
  }
  const invalid = found.find((id) => !isDocumentId(id))
  if (invalid !== undefined) {
    throw new AppError(
      `The webhook names the document id ${JSON.stringify(invalid)}, which ${DOCUMENT_ID_RULE}`,
      400,
    )
  }
  return [...new Set(found)]
}
