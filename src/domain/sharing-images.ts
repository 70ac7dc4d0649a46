import { SITE_ROUTES, type SiteRoute } from './routes'

/** Each route's sharing image is served at /og/<name> (src/app/og): "home" for /. */
export function sharingImageName(route: SiteRoute): string {
  return route === '/' ? 'home' : route.slice(1)
}

export function sharingImagePath(route: SiteRoute): string {
  return `/og/${sharingImageName(route)}`
}

export function routeOfSharingImage(name: string): SiteRoute | undefined {
  return SITE_ROUTES.find((route) => sharingImageName(route) === name)
}
