/**
 * Every path the site serves. Each one is prerendered at build time; any other path is a 404.
 * The order is the order of the sitemap.
 */
export const SITE_ROUTES = [
  '/',
  '/products',
  '/life-at-alts',
  '/careers',
  '/manifesto',
  '/privacy',
] as const

export type SiteRoute = (typeof SITE_ROUTES)[number]

export function isSiteRoute(path: string): path is SiteRoute {
  return (SITE_ROUTES as readonly string[]).includes(path)
}
