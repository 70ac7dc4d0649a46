import type { ServiceIdentifier } from 'inversify'
import type { Page } from '@/domain/content/page'
import type { SiteSettings } from '@/domain/content/site-settings'
import type { SiteRoute } from '@/domain/routes'

/**
 * Where the site's content comes from. Adapters differ only in transport: each answers with
 * validated domain objects.
 */
export interface ContentRepository {
  /** The page at the route, with its sections; throws NotFoundError when missing or invalid. */
  getPage(route: SiteRoute): Promise<Page>
  /** The site-wide settings; throws when they are missing or invalid (the site cannot render). */
  getSiteSettings(): Promise<SiteSettings>
}

export const ContentRepositoryToken: ServiceIdentifier<ContentRepository> =
  Symbol.for('ContentRepository')
