import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http'

/**
 * Answers repeated requests for a prerendered page from the front itself for a moment after the
 * framework last answered it (a micro-cache). Under load, most visits of a page then cost a map
 * lookup and a write instead of a trip through Next.js's router, its cache and its ETag hash,
 * while Next.js still sees every page at least once per moment: a page that has gone stale
 * starts its regeneration as before, and its new version is served a moment later at most.
 * A publish through this front forgets everything at once, so the instance that takes the
 * webhook serves the new pages as soon as they are rendered.
 */

/** Long enough to take nearly every request of a busy page, short enough to go unnoticed. */
export const RECENT_FOR_MS = 1_000

/** Headers the framework's next answer will decide again; a kept document's own length goes. */
const NOT_KEPT = new Set(['content-length', 'content-encoding', 'transfer-encoding'])

/** Headers a client's router sends when it asks for a page's data rather than its document. */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'next-action',
]

/** Requests that ask for something other than the plain document, or only part of it. */
const CONDITIONAL_HEADERS = ['if-none-match', 'if-modified-since', 'if-match', 'range']

/** Any of these, and the answer is the framework's to give. */
const BYPASS_HEADERS = [...ROUTER_HEADERS, ...CONDITIONAL_HEADERS]

/** Documents per instance: every page of the site, many times over. */
const KEPT_MAX = 256

export interface RecentDocument {
  readonly headers: OutgoingHttpHeaders
  readonly body: Buffer
}

/**
 * The address under which a request's answer may be kept and reused: plain GETs of a page, with
 * no query (which would make the addresses endless) and none of the headers that change the
 * answer. Undefined for every other request.
 */
export function recentDocumentKey(request: IncomingMessage): string | undefined {
  const { method, url, headers } = request
  if (method !== 'GET' || !url?.startsWith('/') || url.includes('?')) return undefined
  if (BYPASS_HEADERS.some((name) => headers[name] !== undefined)) return undefined
  return url
}

export class RecentDocuments {
  private readonly kept = new Map<string, RecentDocument & { keptAt: number }>()
  private generation = 0
  private readonly freshForMs: number
  private readonly now: () => number

  constructor(freshForMs = RECENT_FOR_MS, now: () => number = () => performance.now()) {
    this.freshForMs = freshForMs
    this.now = now
  }

  /** The document last answered for `key`, if that was less than a moment ago. */
  find(key: string): RecentDocument | undefined {
    const kept = this.kept.get(key)
    if (!kept) return undefined
    if (this.now() - kept.keptAt < this.freshForMs) return kept
    this.kept.delete(key)
    return undefined
  }

  /**
   * A keeper for one request's answer, taken as the request arrives: an answer that was
   * underway while everything was forgotten may be from before a publish, and is not kept.
   */
  keeperFor(key: string): (headers: OutgoingHttpHeaders, body: Buffer) => void {
    const generation = this.generation
    return (headers, body) => {
      if (generation !== this.generation) return
      const kept = Object.fromEntries(
        Object.entries(headers).filter(([name]) => !NOT_KEPT.has(name.toLowerCase())),
      )
      this.kept.delete(key)
      this.kept.set(key, { headers: kept, body, keptAt: this.now() })
      if (this.kept.size > KEPT_MAX) this.kept.delete(this.kept.keys().next().value!)
    }
  }

  /** After a publish: every page is asked of the framework again. */
  forgetAll(): void {
    this.generation += 1
    this.kept.clear()
  }
}

/** A publish webhook the site accepted (src/app/api/revalidate). */
export const isAcceptedPublish = (request: IncomingMessage, statusCode: number): boolean =>
  request.method === 'POST' &&
  /^\/api\/revalidate(?:\?|$)/.test(request.url ?? '') &&
  statusCode >= 200 &&
  statusCode < 300
