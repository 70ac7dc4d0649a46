import { createClient, type ClientPerspective, type SanityClient } from '@sanity/client'
import { getPublishedId } from '@sanity/client/csm'
import { fetch as undiciFetch } from 'undici'
import { ContentServiceError } from '@/domain/errors'
import { DEFAULT_PREVIEW_PERSPECTIVE, type PreviewPerspective } from '@/domain/preview-perspective'
import type { FreshReads } from '@/ports/fresh-reads'
import type { Logger } from '@/ports/logger'
import type { GroqTransport, QueryOptions } from '../groq/transport'
import {
  assertApiHost,
  assertApiVersion,
  assertDatasetName,
  assertProjectId,
  assertRequestTag,
} from './client-rules'
import { toContentServiceError } from './errors'
import { listenerUrl, SanityListener } from './listener'
import { PAGE_RENDERING_POLICY, withRetries, type RetryPolicy } from './retry'
import { timedFetch } from './timed-fetch'

export interface SanityTransportOptions {
  projectId: string
  dataset: string
  apiVersion: string
  /** A proxy or local emulator; requests then go to this host instead of the project's. */
  apiHost?: string
  /**
   * Draft mode: read through the editor's perspective (the drafts unless told: each draft in
   * place of its published document; or a release stack, or the published content), from the
   * live API, with this token, and with edit markers (stega, encoded by the client from the
   * API's Content Source Maps) leading to this Studio. Only the server holds the token; without
   * this option reads are anonymous and published only. `raw` sees every document under its own
   * id, the releases' own documents included: what listing the releases needs.
   */
  drafts?: { token: string; studioUrl: string; perspective?: PreviewPerspective | 'raw' }
  policy?: RetryPolicy
  logger?: Logger
  /**
   * Where the window of reads past the CDN after a publish is kept: shared by the publish
   * webhook and the page regenerations it sets off (separate server bundles, and with a shared
   * store, separate instances). By default this transport's own.
   */
  freshReads?: FreshReads
  /**
   * The fetch that carries queries. By default undici's, which frameworks do not instrument:
   * what a page shows is cached as a whole page, so the queries themselves must never be
   * answered from a framework's data cache with something older than the content API holds.
   */
  fetch?: typeof globalThis.fetch
}

/**
 * The client sends a query as GET while its encoded form is shorter than this, as POST beyond.
 * Only GET reads may come from the API CDN, so a query close to the limit is read from the live
 * API: the margin covers the few options the client adds to the query string.
 */
export const GET_QUERY_LIMIT = 11264
const CDN_SAFETY_MARGIN = 512

/** Everything visitors see is published; their listener follows published documents only. */
const PUBLISHED_DOCUMENTS = '*[!(_id in path("drafts.**"))]'
/** Draft mode shows drafts over published documents: a change to either matters. */
const EVERY_DOCUMENT = '*'

/** The length of the query string the client would send for a GET query. */
export function encodedQueryLength(query: string, params: Record<string, unknown>): number {
  const search = new URLSearchParams({ query })
  for (const [name, value] of Object.entries(params))
    search.append(`$${name}`, JSON.stringify(value))
  return search.toString().length + 1
}

/**
 * Sends GROQ queries to the hosted content API with @sanity/client. Visitor reads go through the
 * API CDN without a token (published content only); right after a publish, reads go to the live
 * API so that nothing stale is cached again. Draft mode reads drafts from the live API with the
 * server's token (see `drafts`). Every answer is checked to be a query result before anyone
 * relies on it.
 */
export class SanityGroqTransport implements GroqTransport {
  readonly name: string
  private readonly client: SanityClient
  private readonly policy: RetryPolicy
  private readonly freshReads: FreshReads

  constructor(private readonly options: SanityTransportOptions) {
    assertProjectId(options.projectId)
    assertDatasetName(options.dataset)
    assertApiVersion(options.apiVersion)
    if (options.apiHost) assertApiHost(options.apiHost)
    this.policy = options.policy ?? PAGE_RENDERING_POLICY
    this.freshReads = options.freshReads ?? ownFreshReads()
    const { drafts } = options
    this.name = drafts ? `sanity-${drafts.perspective ?? DEFAULT_PREVIEW_PERSPECTIVE}` : 'sanity'
    this.client = createClient({
      projectId: options.projectId,
      dataset: options.dataset,
      apiVersion: options.apiVersion,
      useCdn: !drafts,
      ...(drafts
        ? {
            perspective: clientPerspective(drafts.perspective ?? DEFAULT_PREVIEW_PERSPECTIVE),
            token: drafts.token,
            stega: { enabled: true, studioUrl: drafts.studioUrl },
          }
        : { perspective: 'published' }),
      // Retries and time limits follow this adapter's policy (see retry.ts), not the client's.
      maxRetries: 0,
      timeout: 0,
      resolveFetch: () =>
        timedFetch(this.policy, options.fetch ?? (undiciFetch as unknown as typeof fetch)),
      ...(options.apiHost ? { apiHost: options.apiHost, useProjectHostname: false } : {}),
    })
  }

  async query(query: string, params: Record<string, unknown>, { tag }: QueryOptions = {}) {
    if (tag !== undefined) assertRequestTag(tag)
    const sentAsGet = encodedQueryLength(query, params) < GET_QUERY_LIMIT - CDN_SAFETY_MARGIN
    // Drafts are private: never cached by the CDN, read from the live API.
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

  /**
   * In draft mode the listener hears drafts and release versions too (with the token), and, as
   * through a preview perspective a draft or version is its document, announces an edit to
   * `drafts.x` or `versions.r.x` as a change to `x`.
   */
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

  /** The dataset, named so that no two projects or hosts share it. */
  private get datasetKey(): string {
    const { apiHost = 'api.sanity.io', projectId, dataset } = this.options
    return `${apiHost}/${projectId}/${dataset}`
  }
}

/** The perspective as @sanity/client takes it: a name, or the stack as an array. */
function clientPerspective(perspective: PreviewPerspective | 'raw'): ClientPerspective {
  return typeof perspective === 'string' ? perspective : [...perspective]
}

/** A window of fresh reads kept by one transport alone. */
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

/**
 * The `result` of a query response. A body that is not a JSON object with a result (an HTML
 * error page from a proxy, a truncated answer) is an error, never content.
 */
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
