import type { ServiceIdentifier } from 'inversify'

export interface QueryOptions {
  /** Names the query in the content service's logs and errors, e.g. "page". */
  tag?: string
}

/**
 * How a GROQ query reaches a dataset: over HTTP to the hosted content API, or evaluated in
 * process over the fixtures. The only thing content adapters differ in.
 */
export interface GroqTransport {
  /** A short name for logs, e.g. "fixtures" or "sanity". */
  readonly name: string
  /**
   * Runs the query and resolves with its raw result (not yet validated); rejects with a
   * ContentServiceError when the service fails or answers with something that is not a result.
   */
  query(query: string, params: Record<string, unknown>, options?: QueryOptions): Promise<unknown>
  /**
   * Calls back with the ids of documents that were created, changed or deleted, until the
   * returned function is called.
   */
  listen(onDocumentsChanged: (documentIds: string[]) => void): () => void
  /**
   * Reads from the origin, past any cache, for the next `durationMs`: content was just
   * published and caches may still hold the old version.
   */
  readFreshFor(durationMs: number): Promise<void>
}

export const GroqTransportToken: ServiceIdentifier<GroqTransport> = Symbol.for('GroqTransport')
