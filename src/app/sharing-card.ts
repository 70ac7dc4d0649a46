import type { Page } from '@/domain/content/page'
import { headingOf } from '@/domain/content/sections'
import type { SiteSettings } from '@/domain/content/site-settings'

/** What a route's card says: from the page, or from the site when the page has no content. */
export function sharingCardText(page: Page | null, settings: SiteSettings) {
  const opening = page?.sections[0]
  const eyebrow = page?.title ?? settings.title
  const heading = (opening && headingOf(opening)) ?? eyebrow
  return {
    eyebrow,
    heading,
    description: page?.seo.description ?? settings.description,
    /** The card's words, for those who cannot see it. */
    alt: heading === eyebrow ? heading : `${eyebrow}: ${heading}`,
  }
}
