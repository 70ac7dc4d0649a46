import type { Page } from '@/domain/content/page'
import { headingOf } from '@/domain/content/sections'
import type { SiteSettings } from '@/domain/content/site-settings'
import { SITE_ROUTES, type SiteRoute } from '@/domain/routes'

/*
 * Each route's sharing card: where it is served (/og/<name>, see src/app/og) and what it says.
 * Drawn by sharing-image.tsx.
 */

/** The name of a route's sharing image: "home" for /, the path otherwise. */
export function sharingImageName(route: SiteRoute): string {
  return route === '/' ? 'home' : route.slice(1)
}

export function sharingImagePath(route: SiteRoute): string {
  return `/og/${sharingImageName(route)}`
}

export function routeOfSharingImage(name: string): SiteRoute | undefined {
  return SITE_ROUTES.find((route) => sharingImageName(route) === name)
}

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
