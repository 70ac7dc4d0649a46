import type { ServiceIdentifier } from 'inversify'

export interface QueryOptions {
  tag?: string
}

/** How a GROQ query reaches a dataset: the only thing content adapters differ in. */
export interface GroqTransport {
  readonly name: string
  /**
   * The Studio where editors edit what this transport reads, when it reads for them in draft
   * mode (its answers then carry edit markers); absent for visitors.
   */
  readonly studioUrl?: string
  /** The raw, unvalidated result; a ContentServiceError when the service fails or answers no result. */
  query(query: string, params: Record<string, unknown>, options?: QueryOptions): Promise<unknown>
  listen(onDocumentsChanged: (documentIds: string[]) => void): () => void
  /** Reads past any cache for the next `durationMs`, after a publish. */
  readFreshFor(durationMs: number): Promise<void>
}

export const GroqTransportToken: ServiceIdentifier<GroqTransport> = Symbol.for('GroqTransport')
