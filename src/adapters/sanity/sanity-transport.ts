import { createClient, type ClientPerspective, type SanityClient } from '@sanity/client'
import { getPublishedId } from '@sanity/client/csm'
import { fetch as undiciFetch } from 'undici'
import { ContentServiceError } from '@/domain/errors'
import { DEFAULT_PREVIEW_PERSPECTIVE, type PreviewPerspective } from '@/domain/preview-perspective'
import type { FreshReads } from '@/ports/fresh-reads'
import type { Logger } from '@/ports/logger'
import type { GroqTransport, QueryOptions } from '../groq/transport'
import { assertRequestTag, clientLocation, type ClientLocation } from './client-rules'
import { toContentServiceError } from './errors'
import { listenerUrl, SanityListener } from './listener'
import { PAGE_RENDERING_POLICY, withRetries, type RetryPolicy } from './retry'
import { timedFetch } from './timed-fetch'

export interface SanityTransportOptions extends ClientLocation {
  /**
   * Draft mode: the editor's perspective from the live API with this server-only token, with
   * stega edit markers leading to this Studio. `raw` sees releases' own documents too.
   */
  drafts?: { token: string; studioUrl: string; perspective?: PreviewPerspective | 'raw' }
  policy?: RetryPolicy
  logger?: Logger
  /** Where the window of reads past the CDN after a publish is kept; by default this transport's. */
  freshReads?: FreshReads
  /** By default undici's, which frameworks do not instrument: no data cache may answer a query. */
  fetch?: typeof globalThis.fetch
}

/** Above this the client POSTs, and only GETs may use the CDN; the margin covers the client's options. */
export const GET_QUERY_LIMIT = 11264
const CDN_SAFETY_MARGIN = 512

const PUBLISHED_DOCUMENTS = '*[!(_id in path("drafts.**"))]'
const EVERY_DOCUMENT = '*'

export function encodedQueryLength(query: string, params: Record<string, unknown>): number {
  const search = new URLSearchParams({ query })
  for (const [name, value] of Object.entries(params))
    search.append(`$${name}`, JSON.stringify(value))
  return search.toString().length + 1
}

/**
 * GROQ over @sanity/client: visitors read the API CDN without a token, the live API right after a
 * publish; draft mode reads the live API with the token. Every answer is checked to be a result.
 */
export class SanityGroqTransport implements GroqTransport {
  readonly name: string
  readonly studioUrl?: string
  private readonly client: SanityClient
  private readonly policy: RetryPolicy
  private readonly freshReads: FreshReads

  constructor(private readonly options: SanityTransportOptions) {
    this.policy = options.policy ?? PAGE_RENDERING_POLICY
    this.freshReads = options.freshReads ?? ownFreshReads()
    const { drafts } = options
    this.name = drafts ? `sanity-${drafts.perspective ?? DEFAULT_PREVIEW_PERSPECTIVE}` : 'sanity'
    this.studioUrl = drafts?.studioUrl
    this.client = createClient({
      ...clientLocation(options),
      useCdn: !drafts,
      ...(drafts
        ? {
            perspective: clientPerspective(drafts.perspective ?? DEFAULT_PREVIEW_PERSPECTIVE),
            token: drafts.token,
            stega: { enabled: true, studioUrl: drafts.studioUrl },
          }
        : { perspective: 'published' }),
      // The adapter's retry.ts policy, not the client's.
      maxRetries: 0,
      timeout: 0,
      resolveFetch: () =>
        timedFetch(this.policy, options.fetch ?? (undiciFetch as unknown as typeof fetch)),
    })
  }

  async query(query: string, params: Record<string, unknown>, { tag }: QueryOptions = {}) {
    if (tag !== undefined) assertRequestTag(tag)
    const sentAsGet = encodedQueryLength(query, params) < GET_QUERY_LIMIT - CDN_SAFETY_MARGIN
    const useCdn =
      sentAsGet &&
      !this.options.drafts &&
      (await this.freshReads.freshUntil(this.datasetKey)) <= Date.now()
    const url = this.client.getUrl(this.client.getDataUrl('query'), useCdn)
    const response: unknown = await withRetries(
      () =>
        this.client.fetch(query, params, {
          filterResponse: false,
          returnQuery: false,
          useCdn,
          tag,
        }),
      this.policy,
      (error) => toContentServiceError(error, url),
      (error, attempt) =>
        this.options.logger?.warn('Content query failed; trying again', {
          tag,
          attempt,
          statusCode: error.statusCode,
          reason: error.message,
        }),
    )
    return resultOf(response, url)
  }

  /** In draft mode an edit to `drafts.x` or `versions.r.x` is announced as a change to `x`. */
  listen(onDocumentsChanged: (documentIds: string[]) => void): () => void {
    const { drafts } = this.options
    const url = listenerUrl(
      this.client.config().url ?? '',
      this.options.dataset,
      drafts ? EVERY_DOCUMENT : PUBLISHED_DOCUMENTS,
    )
    const listener = new SanityListener(
      url,
      drafts
        ? (ids) => onDocumentsChanged([...new Set(ids.map((id) => getPublishedId(id)))])
        : onDocumentsChanged,
      this.options.logger,
      drafts?.token,
    )
    return () => listener.stop()
  }

  async readFreshFor(durationMs: number): Promise<void> {
    await this.freshReads.readFreshUntil(this.datasetKey, Date.now() + durationMs)
  }

  private get datasetKey(): string {
    const { apiHost = 'api.sanity.io', projectId, dataset } = this.options
    return `${apiHost}/${projectId}/${dataset}`
  }
}

function clientPerspective(perspective: PreviewPerspective | 'raw'): ClientPerspective {
  return typeof perspective === 'string' ? perspective : [...perspective]
}

function ownFreshReads(): FreshReads {
  const until = new Map<string, number>()
  return {
    async readFreshUntil(dataset, time) {
      until.set(dataset, Math.max(until.get(dataset) ?? 0, time))
    },
    async freshUntil(dataset) {
      return until.get(dataset) ?? 0
    },
  }
}

/** A body without a result (a proxy's error page, a truncated answer) is an error, never content. */
function resultOf(response: unknown, url: string): unknown {
  if (typeof response === 'object' && response !== null && 'result' in response) {
    return (response as { result: unknown }).result
  }
  throw new ContentServiceError(
    `The content API at ${url} answered with something that is not a query result`,
    502,
    'malformed',
  )
}
