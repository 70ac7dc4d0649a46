import type { ServiceIdentifier } from 'inversify'

/** A call from the content service saying that documents were published. */
export interface WebhookRequest {
  /** The body exactly as received: signatures are computed over the raw text. */
  body: string
  headers: Headers
}

/**
 * A published document that was created, changed, unpublished or deleted. What it was before
 * the change is what still names the pages it showed once it is gone: a page that is no longer
 * published has no route left to look up.
 */
export interface PublishedChange {
  /** The published document's id. */
  id: string
  /** Its type and, for a page, its route, before the change; absent for a new document. */
  before?: { type: string; route?: string }
}

/**
 * Reads the content service's publish notifications. Throws UnauthorizedError unless the
 * request proves it comes from the service; a malformed body is a 400 AppError.
 */
export interface ContentWebhook {
  publishedChanges(request: WebhookRequest): Promise<PublishedChange[]>
}

export const ContentWebhookToken: ServiceIdentifier<ContentWebhook> = Symbol.for('ContentWebhook')
