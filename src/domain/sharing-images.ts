import { SITE_ROUTES, type SiteRoute } from './routes'

/*
 * Where each route's sharing image is served: /og/<name> (see src/app/og). Its content is the
 * page's, so it is invalidated with the page.
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
