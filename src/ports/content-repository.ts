import type { ServiceIdentifier } from 'inversify'
import type { Page } from '@/domain/content/page'
import type { PreviewPerspective } from '@/domain/preview-perspective'
import type { SiteSettings } from '@/domain/content/site-settings'
import type { SiteRoute } from '@/domain/routes'
import type { PublishedChange } from './content-webhook'

export interface ContentChange {
  routes: SiteRoute[]
}

export type Unsubscribe = () => void

/** Where content comes from: adapters differ in transport, each answers validated domain objects. */
export interface ContentRepository {
  /** Null when there is no such page or it fails validation (a 404); throws when unreadable. */
  getPage(route: SiteRoute): Promise<Page | null>
  /** Throws when they are missing or invalid: the site cannot render. */
  getSiteSettings(): Promise<SiteSettings>
  /** Calls back with the routes content changes touch, for live updates while editing. */
  watch(onChange: (change: ContentChange) => void): Unsubscribe
  /**
   * Published documents changed: read past any cache for a while, and answer the routes that
   * showed or now show them (a page that is gone included).
   */
  contentPublished(changes: readonly PublishedChange[]): Promise<SiteRoute[]>
}

export const ContentRepositoryToken: ServiceIdentifier<ContentRepository> =
  Symbol.for('ContentRepository')

/**
 * The content editors see in draft mode through a perspective, with invisible edit markers for
 * visual editing. Bound only where draft mode is available; visitors' pages never read it.
 */
export interface DraftContent {
  through(perspective: PreviewPerspective): ContentRepository
  openReleases(): Promise<string[]>
}

export const DraftContentToken: ServiceIdentifier<DraftContent> = Symbol.for('DraftContent')
