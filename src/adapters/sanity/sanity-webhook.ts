import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { AppError, UnauthorizedError } from '@/domain/errors'
import type { ContentWebhook, PublishedChange, WebhookRequest } from '@/ports/content-webhook'
import { DOCUMENT_ID_RULE, isDocumentId } from './client-rules'

/** A signature older than this is refused, so a captured request cannot be replayed later. */
export const SIGNATURE_MAX_AGE_MS = 5 * 60 * 1000

const MAX_FIELD_LENGTH = 200

/**
 * Sanity's signed GROQ webhooks, projecting `{_id, "before": before(){_type, "route": route.current}}`
 * (`{_id}` or `{"ids": [...]}` read too); the signature is checked before the body is read.
 */
export class SanityWebhook implements ContentWebhook {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  async publishedChanges({ body, headers }: WebhookRequest): Promise<PublishedChange[]> {
    const signature = headers.get(SIGNATURE_HEADER_NAME)
    if (!signature) throw new UnauthorizedError('The webhook request is not signed')
    if (!(await isValidSignature(body, signature, this.secret))) {
      throw new UnauthorizedError('The webhook signature is not valid')
    }
    const timestamp = Number(/t=(\d+)/.exec(signature)?.[1])
    if (!(Math.abs(this.now() - timestamp) <= SIGNATURE_MAX_AGE_MS)) {
      throw new UnauthorizedError('The webhook signature has expired')
    }
    return changesIn(body)
  }
}

function changesIn(body: string): PublishedChange[] {
  let payload: unknown
  try {
    payload = JSON.parse(body)
  } catch {
    throw new AppError('The webhook body is not JSON', 400)
  }
  const { _id, ids, before } = (payload ?? {}) as { _id?: unknown; ids?: unknown; before?: unknown }
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
  const previous = previousState(before)
  return [...new Set(found)].map((id) =>
    id === _id && previous ? { id, before: previous } : { id },
  )
}

function previousState(before: unknown): PublishedChange['before'] {
  if (before === undefined || before === null) return undefined
  const { _type: type, route } = before as { _type?: unknown; route?: unknown }
  const isField = (value: unknown): value is string =>
    typeof value === 'string' && value.length > 0 && value.length <= MAX_FIELD_LENGTH
  if (typeof before !== 'object' || Array.isArray(before) || !isField(type))
    throw new AppError(
      'The webhook body’s "before" must be null or the document’s previous { "_type", "route" }',
      400,
    )
  if (route === undefined || route === null) return { type }
  if (!isField(route))
    throw new AppError('The webhook body’s "before.route" must be a route such as "/careers"', 400)
  return { type, route }
}
