import type { SiteSettings } from '@/domain/content/site-settings'

/** The organisation's mark, as a square image (its logo for search engines). */
export interface Mark {
  url: string
  width: number
  height: number
}

/** The hiring organisation of a job posting: only what names it. */
export function hiringOrganisation(settings: SiteSettings, siteUrl: URL, mark: Mark) {
  const { name, url, logo } = organisation(settings, siteUrl, mark)
  return { '@type': 'Organization', name, sameAs: url, logo: logo.url }
}

/** The organisation for schema.org, from the site settings; its logo is its mark. */
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
