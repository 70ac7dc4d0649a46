import type { SiteRoute } from '../routes'
import type { Image } from './assets'
import type { Section } from './sections'

export interface SeoFields {
  /** The document title, used exactly as written; the page title is used when absent. */
  title?: string
  description?: string
  /** The image shared on social media; the site's default when absent. */
  image?: Image
}

export interface Page {
  id: string
  route: SiteRoute
  title: string
  seo: SeoFields
  sections: Section[]
  /** When the page or a document it shows last changed (ISO 8601), when the content says. */
  updatedAt?: string
}
