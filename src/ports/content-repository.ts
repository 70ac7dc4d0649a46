import type { ServiceIdentifier } from 'inversify'
import type { Page } from '@/domain/content/page'
import type { PreviewPerspective } from '@/domain/preview-perspective'
import type { SiteSettings } from '@/domain/content/site-settings'
import type { SiteRoute } from '@/domain/routes'
import type { PublishedChange } from './content-webhook'

/** Content changed; these are the routes that show it. */
export interface ContentChange {
  routes: SiteRoute[]
}

/** Stops a subscription. */
export type Unsubscribe = () => void

/**
 * Where the site's content comes from. Adapters differ only in transport: each answers with
 * validated domain objects.
 */
export interface ContentRepository {
  /**
   * The page at the route, with its sections; null when the content has no such page, or only
   * one that fails validation (a normal answer: visitors get the 404 page). Throws when the
   * content cannot be read.
   */
  getPage(route: SiteRoute): Promise<Page | null>
  /** The site-wide settings; throws when they are missing or invalid (the site cannot render). */
  getSiteSettings(): Promise<SiteSettings>
  /**
   * Calls back whenever the content it reads changes, with the routes that show it, until
   * unsubscribed. For live updates while editing; pages in production are prerendered.
   */
  watch(onChange: (change: ContentChange) => void): Unsubscribe
  /**
   * Published documents were just created, changed, unpublished or deleted: from now on read
   * past any cache for a while, and answer with the routes that showed or now show them (for
   * regenerating exactly those pages), a page that is gone included.
   */
  contentPublished(changes: readonly PublishedChange[]): Promise<SiteRoute[]>
}

export const ContentRepositoryToken: ServiceIdentifier<ContentRepository> =
  Symbol.for('ContentRepository')

/**
 * The content as editors see it in draft mode, through the perspective they preview: the
 * drafts (each draft in place of its published document, documents that exist only as drafts
 * too), a release stack (each document as the first release that holds a version of it has it,
 * then drafts, then published) or the published content; always with invisible edit markers in
 * the text that lead the CMS's visual editing overlays to the field each string comes from.
 * Bound only where draft mode is available; visitors' pages never read from it.
 */
export interface DraftContent {
  through(perspective: PreviewPerspective): ContentRepository
  /** The names of the releases that can be previewed now: those not yet published or archived. */
  openReleases(): Promise<string[]>
}

export const DraftContentToken: ServiceIdentifier<DraftContent> = Symbol.for('DraftContent')
