import { createClient, type SanityClient } from '@sanity/client'
import type { GroqTransport } from '../groq/transport'

export interface SanityTransportOptions {
  projectId: string
  dataset: string
  apiVersion: string
  /** A proxy or local emulator; requests then go to this host instead of the project's. */
  apiHost?: string
}

/**
 * Sends GROQ queries to the hosted content API. Reads go through the API CDN without a token:
 * visitors only ever see published content.
 */
export class SanityGroqTransport implements GroqTransport {
  readonly name = 'sanity'
  private readonly client: SanityClient

  constructor(options: SanityTransportOptions) {
    this.client = createClient({
      projectId: options.projectId,
      dataset: options.dataset,
      apiVersion: options.apiVersion,
      useCdn: true,
      perspective: 'published',
      ...(options.apiHost ? { apiHost: options.apiHost, useProjectHostname: false } : {}),
    })
  }

  query(query: string, params: Record<string, unknown>): Promise<unknown> {
    return this.client.fetch(query, params)
  }

  /** Listens to every published document of the dataset through the content API's listener. */
  listen(onDocumentsChanged: (documentIds: string[]) => void): () => void {
    const subscription = this.client
      .listen(
        '*[!(_id in path("drafts.**"))]',
        {},
        { events: ['mutation'], includeResult: false, visibility: 'query' },
      )
      .subscribe({
        next: (event) => {
          if (event.type === 'mutation') onDocumentsChanged([event.documentId])
        },
      })
    return () => subscription.unsubscribe()
  }
}
