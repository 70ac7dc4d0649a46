import workUnitStorageModule from 'next/dist/server/app-render/work-unit-async-storage.external.js'
import type { RequestCookies } from '@/ports/request-cookies'

/*
 * The cookies of the request Next.js is rendering, read from its own per-request store: the
 * `cookies()` API throws in routes declared `dynamic = 'error'` (every page: they are
 * prerendered), even when draft mode has Next.js render one on demand for an editor. The store
 * is Next.js's internal (`workUnitAsyncStorage`, shared by all its server bundles, hence
 * `.external`); tests/framework/request-cookies.test.ts checks it against the installed Next.js
 * and names what changed.
 */

interface CookieJar {
  get(name: string): { value: string } | undefined
}

interface WorkUnitStorage {
  getStore(): { type: string; cookies?: unknown } | undefined
}

// Next.js's modules are CommonJS; the bundler or Node hands over their exports.
const storage = (workUnitStorageModule as unknown as { workUnitAsyncStorage: WorkUnitStorage })
  .workUnitAsyncStorage

/** A request's cookies, as Next.js holds them while it renders the request. */
export class NextRequestCookies implements RequestCookies {
  get(name: string): string | undefined {
    const store = storage.getStore()
    // Only a request has cookies; a prerender or a cache scope holds none of an editor's.
    if (store?.type !== 'request') return undefined
    return (store.cookies as CookieJar | undefined)?.get(name)?.value
  }
}
