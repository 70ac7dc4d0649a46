import type { IncomingMessage } from 'node:http'
import { ROUTER_HEADERS } from './next-protocol.ts'

/**
 * Answers repeated requests for a prerendered page from the front itself for a moment after the
 * framework last answered it (a micro-cache, kept in the front's document store). Under load,
 * most visits of a page then cost a map lookup and a write instead of a trip through Next.js's
 * router, its cache and its ETag hash, while Next.js still sees every page at least once per
 * moment: a page that has gone stale starts its regeneration as before, and its new version is
 * served a moment later at most. A publish through this front forgets the pages it invalidated
 * at once (see invalidation-signal.ts), so the instance that takes the webhook serves the new
 * pages as soon as they are rendered.
 */

/** Long enough to take nearly every request of a busy page, short enough to go unnoticed. */
export const RECENT_FOR_MS = 1_000

/** Requests that ask for something other than the plain document, or only part of it. */
const CONDITIONAL_HEADERS = ['if-none-match', 'if-modified-since', 'if-match', 'range']

/** Any of these, and the answer is the framework's to give. */
const BYPASS_HEADERS = [...ROUTER_HEADERS, ...CONDITIONAL_HEADERS]

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
