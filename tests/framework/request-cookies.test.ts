import { AsyncLocalStorage } from 'node:async_hooks'
import { RequestCookies as NextCookieJar } from 'next/dist/compiled/@edge-runtime/cookies'
import { describe, expect, it } from 'vitest'

// Next.js's server sets this up before its stores load; so does this test.
;(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage
const { default: workUnitStorageModule } =
  await import('next/dist/server/app-render/work-unit-async-storage.external.js')
const { NextRequestCookies } = await import('@/adapters/next/request-cookies')

/*
 * What draft pages read of Next.js's per-request store (src/adapters/next/request-cookies.ts),
 * against the installed Next.js: the store is `workUnitAsyncStorage`, exported by
 * work-unit-async-storage.external; a request's store has type 'request' and its cookies as a
 * cookie jar with `get(name).value`. A failure names the internal that changed.
 */

const storage = (
  workUnitStorageModule as unknown as {
    workUnitAsyncStorage?: { run<T>(store: unknown, callback: () => T): T }
  }
).workUnitAsyncStorage

describe('Next.js’s per-request store (request-cookies.ts)', () => {
  it('is workUnitAsyncStorage, exported by work-unit-async-storage.external', () => {
    expect(storage?.run, 'workUnitAsyncStorage.run').toBeTypeOf('function')
  })

  it('hands a request’s cookies over while the request renders, and none outside it', () => {
    const cookies = new NextCookieJar(
      new Headers({ cookie: 'sanity-preview-perspective=rSpring%2Cdrafts' }),
    )
    const read = storage!.run({ type: 'request', cookies }, () =>
      new NextRequestCookies().get('sanity-preview-perspective'),
    )
    expect(read).toBe('rSpring,drafts')
    expect(new NextRequestCookies().get('sanity-preview-perspective')).toBeUndefined()
    expect(
      storage!.run({ type: 'prerender', cookies }, () => new NextRequestCookies().get('x')),
    ).toBeUndefined()
  })
})
