import type { ServiceIdentifier } from 'inversify'

/**
 * How a GROQ query reaches a dataset: over HTTP to the hosted content API, or evaluated in
 * process over the fixtures. The only thing content adapters differ in.
 */
export interface GroqTransport {
  /** A short name for logs, e.g. "fixtures" or "sanity". */
  readonly name: string
  /** Runs the query and resolves with its raw result (not yet validated). */
  query(query: string, params: Record<string, unknown>): Promise<unknown>
  /**
   * Calls back with the ids of documents that were created, changed or deleted, until the
   * returned function is called.
   */
  listen(onDocumentsChanged: (documentIds: string[]) => void): () => void
}

export const GroqTransportToken: ServiceIdentifier<GroqTransport> = Symbol.for('GroqTransport')
