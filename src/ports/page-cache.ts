import type { ServiceIdentifier } from 'inversify'
import type { SiteRoute } from '@/domain/routes'

/**
 * The rendered pages, as the framework keeps them between regenerations: on the instance's
 * disk by default, or in a cache every instance shares.
 */
export interface PageCache {
  /**
   * The content of these routes changed: whatever shows it (the pages, their sharing images, the
   * sitemap) is out of date from now on, on every instance that shares the cache.
   */
  invalidate(routes: readonly SiteRoute[]): void
  /** Renders these pages again now, so that the next visitor finds them ready. */
  regenerate(routes: readonly SiteRoute[]): Promise<void>
}

export const PageCacheToken: ServiceIdentifier<PageCache> = Symbol.for('PageCache')
