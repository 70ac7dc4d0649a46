import type { SiteSettings } from '@/domain/content/site-settings'

/** The organisation's mark, as a square image (its logo for search engines). */
export interface Mark {
  /** A path on the site or an absolute URL. */
  url: string
  width: number
  height: number
}

/**
 * The organisation as the hiring organisation of a job posting: only what names it, in the shape
 * Google's job search documents (the page's Organization data describes it in full).
 */
export function hiringOrganisation(settings: SiteSettings, siteUrl: URL, mark: Mark) {
  const { name, url, logo } = organisation(settings, siteUrl, mark)
  return { '@type': 'Organization', name, sameAs: url, logo: logo.url }
}

/**
 * The organisation as schema.org describes it: its facts come from the site settings, its logo
 * is its mark (not a sharing card).
 */
export function organisation(settings: SiteSettings, siteUrl: URL, mark: Mark) {
  return {
    '@type': 'Organization',
    name: settings.title,
    description: settings.description,
    url: siteUrl.href,
    logo: {
      '@type': 'ImageObject',
      url: new URL(mark.url, siteUrl).href,
      width: mark.width,
      height: mark.height,
    },
    ...(settings.footer.contactEmail ? { email: settings.footer.contactEmail } : {}),
    sameAs: settings.footer.social
      .map((link) => link.href)
      .filter((href) => href.startsWith('https://')),
  }
}
