import { describe, expect, it } from 'vitest'
import { FileSystemCache, pathTag } from '@/adapters/next/cache-internals'

/*
 * What the pages' cache handler (src/adapters/next/page-cache-handler.ts) relies on in Next.js's
 * own file-system handler, which it holds: the documented interface, entries as
 * `{ lastModified, value }`, and an entry hidden once its path's tag is invalidated. A failure
 * names what changed.
 */

/** A handler that keeps entries in memory only, as Next.js makes one per request. */
function memoryCache() {
  return new FileSystemCache({
    fs: {} as never,
    serverDistDir: '/nowhere',
    revalidatedTags: [],
    flushToDisk: false,
    maxMemoryCacheSize: 1024 * 1024,
    _requestHeaders: {},
  })
}

/** A prerendered page as Next.js caches it, tagged with its path. */
const pageEntry = (path: string) =>
  ({
    kind: 'APP_PAGE',
    html: '<p>probe</p>',
    rscData: undefined,
    headers: { 'x-next-cache-tags': pathTag(path) },
    postponed: undefined,
    status: 200,
    segmentData: undefined,
  }) as never

const pageContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as never

describe('Next.js’s file-system handler (cache-internals.ts FileSystemCache)', () => {
  it('has the documented handler interface', () => {
    for (const method of ['get', 'set', 'revalidateTag', 'resetRequestCache'])
      expect(
        typeof (FileSystemCache.prototype as unknown as Record<string, unknown>)[method],
        `FileSystemCache.prototype.${method}`,
      ).toBe('function')
  })

  it('answers an entry as { lastModified, value }', async () => {
    const cache = memoryCache()
    await cache.set('/framework-probe-entry', pageEntry('/framework-probe-entry'), {} as never)
    const entry = await cache.get('/framework-probe-entry', pageContext)
    expect(entry?.lastModified, 'CacheHandlerValue.lastModified').toBeTypeOf('number')
    expect(entry?.value, 'CacheHandlerValue.value').toMatchObject({ kind: 'APP_PAGE' })
  })

  it('hides an entry once its path’s tag is invalidated (pathTag)', async () => {
    const path = '/framework-probe-expired'
    const cache = memoryCache()
    await cache.set(path, pageEntry(path), {} as never)
    const { lastModified } = (await cache.get(path, pageContext))!
    await expect.poll(() => Date.now() > lastModified).toBe(true)
    await cache.revalidateTag(pathTag(path))
    expect(await cache.get(path, pageContext), 'the invalidated entry is still served').toBeNull()
  })
})
