import type { ServiceIdentifier } from 'inversify'

/** A call from the content service saying that documents were published. */
export interface WebhookRequest {
  /** The body exactly as received: signatures are computed over the raw text. */
  body: string
  headers: Headers
}

/**
 * Reads the content service's publish notifications. Throws UnauthorizedError unless the
 * request proves it comes from the service; a malformed body is a 400 AppError.
 */
export interface ContentWebhook {
  publishedDocumentIds(request: WebhookRequest): Promise<string[]>
}

export const ContentWebhookToken: ServiceIdentifier<ContentWebhook> = Symbol.for('ContentWebhook')
