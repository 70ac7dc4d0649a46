import type { Page } from '@/domain/content/page'
import type { SiteSettings } from '@/domain/content/site-settings'
import type { SiteRoute } from '@/domain/routes'

/**
 * The content last read successfully, for as long as the server process runs: what a page is
 * rendered from when the content service fails just as the page regenerates (see ./content.ts).
 *
 * It lives on globalThis because Next.js compiles route handlers and pages into separate server
 * bundles, each with its own copy of every module: the publish webhook (a route handler) reads
 * the new content and then has the pages regenerated (by the pages' bundle), and what it read
 * must reach them. Only plain content objects are kept, a handful in all (one per route).
 */

/** What is remembered, by key: a page (null when the content has no such page) or the settings. */
export interface LastGoodContent {
  siteSettings: SiteSettings
  [route: `page:${string}`]: Page | null
}

export type ContentKey = 'siteSettings' | `page:${SiteRoute}`

interface Remembered {
  value: unknown
  /** When the read that brought it started (ms since the epoch). */
  readAt: number
}

/** Where on globalThis the content is kept: the same key in every bundle's copy of this module. */
export const LAST_GOOD_CONTENT = Symbol.for('alts.lastGoodContent')

function store(): Map<ContentKey, Remembered> {
  const shared = globalThis as { [LAST_GOOD_CONTENT]?: Map<ContentKey, Remembered> }
  return (shared[LAST_GOOD_CONTENT] ??= new Map())
}

/**
 * Remembers content that was just read successfully. Reads can overlap: an answer whose read
 * started before the remembered one's is older content, and does not replace it.
 */
export function rememberContent<K extends ContentKey>(
  key: K,
  value: LastGoodContent[K],
  readAt: number,
): void {
  const remembered = store().get(key)
  if (remembered && remembered.readAt > readAt) return
  store().set(key, { value, readAt })
}

/** The content last read successfully for `key`, and when; undefined if it never was. */
export function lastGoodContent<K extends ContentKey>(
  key: K,
): { value: LastGoodContent[K]; readAt: number } | undefined {
  return store().get(key) as { value: LastGoodContent[K]; readAt: number } | undefined
}
