import type { ServiceIdentifier } from 'inversify'

export interface WebhookRequest {
  /** Exactly as received: signatures are computed over the raw text. */
  body: string
  headers: Headers
}

/** A published document that changed; `before` still names the pages it showed once it is gone. */
export interface PublishedChange {
  id: string
  before?: { type: string; route?: string }
}

/** Throws UnauthorizedError unless the request comes from the service; a bad body is a 400. */
export interface ContentWebhook {
  publishedChanges(request: WebhookRequest): Promise<PublishedChange[]>
}

export const ContentWebhookToken: ServiceIdentifier<ContentWebhook> = Symbol.for('ContentWebhook')
