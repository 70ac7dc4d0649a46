import { isSiteRoute, type SiteRoute } from './routes.ts'

/*
 * How the site's publish webhook tells the production front which routes it invalidated: a
 * response header the front reads and takes off before the answer leaves (src/server/
 * invalidation-signal.ts), so that the front forgets what it kept of exactly those pages. An
 * explicit signal rather than the front recognising the webhook by its address and status.
 */

/** The header; never seen outside the server. */
export const INVALIDATED_ROUTES_HEADER = 'x-alts-invalidated-routes'

/** The header's value for these routes. */
export function invalidatedRoutesValue(routes: readonly SiteRoute[]): string {
  return routes.join(',')
}

/** The routes a header's value names; anything that is not a route of the site is ignored. */
export function invalidatedRoutesOf(value: string): SiteRoute[] {
  return [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim())
        .filter(isSiteRoute),
    ),
  ]
}
