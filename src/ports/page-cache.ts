import type { ServiceIdentifier } from 'inversify'
import type { SiteRoute } from '@/domain/routes'

/** The rendered pages, on the instance's disk or in a cache every instance shares. */
export interface PageCache {
  /** Pages, sharing images and sitemap of these routes are out of date, on every instance. */
  invalidate(routes: readonly SiteRoute[]): void
  regenerate(routes: readonly SiteRoute[]): Promise<void>
}

export const PageCacheToken: ServiceIdentifier<PageCache> = Symbol.for('PageCache')
