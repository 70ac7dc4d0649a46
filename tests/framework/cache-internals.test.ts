import { describe, expect, it } from 'vitest'
import { FileSystemCache, pathTag, tagsManifest } from '@/adapters/next/cache-internals'

/*
 * What the shared page cache (src/adapters/next/shared-page-cache.ts) relies on in Next.js's own
 * cache, against the installed Next.js: the class it extends keeps entries as
 * `{ lastModified, value }`, and an entry whose path tag the process-wide tag manifest marks as
 * expired is no longer served. A failure names the internal that changed.
 */

type Cache = InstanceType<typeof FileSystemCache>

/** A cache held in memory only, as Next.js makes one per request. */
function memoryCache(): Cache {
  return new FileSystemCache({
    fs: {} as never,
    serverDistDir: '/nowhere',
    revalidatedTags: [],
    flushToDisk: false,
    maxMemoryCacheSize: 1024 * 1024,
  } as never)
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

describe('Next.js’s file-system cache (cache-internals.ts FileSystemCache)', () => {
  it('is a class with the methods the shared cache overrides', () => {
    for (const method of ['get', 'set', 'revalidateTag'])
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
})

describe('Next.js’s tag manifest (cache-internals.ts tagsManifest, pathTag)', () => {
  it('is a Map', () => {
    expect(tagsManifest, 'tags-manifest.external.js tagsManifest').toBeInstanceOf(Map)
  })

  it('is what the cache checks its entries against, by their path tags', async () => {
    const path = '/framework-probe-expired'
    const cache = memoryCache()
    await cache.set(path, pageEntry(path), {} as never)
    const { lastModified } = (await cache.get(path, pageContext))!
    // Expired just after the entry was written, as an invalidation from another instance marks it.
    const expired = lastModified + 1
    await expect.poll(() => Date.now() > expired).toBe(true)
    tagsManifest.set(pathTag(path), { expired })
    expect(
      await cache.get(path, pageContext),
      'an expired path tag no longer hides the entry',
    ).toBeNull()
  })
})
