/** Every path the site serves, all prerendered, in sitemap order; any other path is a 404. */
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
