import type { SiteRoute } from '../routes'
import type { Section } from './sections'

export interface SeoFields {
  /** The document title; the page title is used when absent. */
  title?: string
  description?: string
}

export interface Page {
  id: string
  route: SiteRoute
  title: string
  seo: SeoFields
  sections: Section[]
}
