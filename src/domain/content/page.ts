import type { SiteRoute } from '../routes'
import type { Image } from './assets'
import { statingFacts, type RichText, type RichTextBlock, type SiteFacts } from './rich-text'
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

/** The page with the site facts its rich text places written out, in every section. */
export function statingPageFacts(page: Page, facts: SiteFacts): Page {
  return {
    ...page,
    sections: page.sections.map(
      (section) =>
        Object.fromEntries(
          Object.entries(section).map(([field, value]) => [
            field,
            isRichText(value) ? statingFacts(value, facts) : value,
          ]),
        ) as unknown as Section,
    ),
  }
}

function isRichText(value: unknown): value is RichText {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (block: unknown) =>
        typeof block === 'object' && block !== null && (block as RichTextBlock)._type === 'block',
    )
  )
}
