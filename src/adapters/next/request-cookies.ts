import workUnitStorageModule from 'next/dist/server/app-render/work-unit-async-storage.external.js'
import type { RequestCookies } from '@/ports/request-cookies'

/*
 * The rendered request's cookies, from Next.js's internal per-request store: `cookies()` throws
 * in the prerendered pages (`dynamic = 'error'`) even when draft mode renders one for an editor.
 * tests/framework/request-cookies.test.ts checks the store against the installed Next.js.
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
