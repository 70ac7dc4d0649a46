import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { INVALIDATED_ROUTES_HEADER, invalidatedRoutesOf } from '../domain/invalidated-routes.ts'
import type { SiteRoute } from '../domain/routes.ts'

/**
 * Takes the site's signal of invalidated routes (src/domain/invalidated-routes.ts) off a
 * response as its headers go out, and hands the routes to `forget` then, before the webhook's
 * caller can ask for a page again, and once more when the response has been sent: the framework
 * applies the invalidation as the response ends, so a page answered in between may still be the
 * old one, and is not kept.
 *
 * Headers go out through `writeHead`, which Node.js also calls itself for a response that writes
 * or ends without it; the framework sets the header beforehand (by `setHeader` or
 * `appendHeader`), or may pass it to `writeHead`. tests/framework checks that a route handler's
 * headers take this way.
 */
export function takeInvalidatedRoutes(
  response: ServerResponse,
  forget: (routes: SiteRoute[]) => void,
): void {
  const writeHead = response.writeHead
  let routes: SiteRoute[] = []
  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const signal = this.getHeader(INVALIDATED_ROUTES_HEADER)
    if (signal !== undefined) {
      this.removeHeader(INVALIDATED_ROUTES_HEADER)
      routes = invalidatedRoutesOf(String(signal))
    }
    const headers = rest.at(-1)
    if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
      const given = headers as OutgoingHttpHeaders
      for (const name of Object.keys(given))
        if (name.toLowerCase() === INVALIDATED_ROUTES_HEADER) {
          routes = invalidatedRoutesOf(String(given[name]))
          delete given[name]
        }
    }
    if (routes.length > 0) forget(routes)
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest)
  } as ServerResponse['writeHead']
  response.once('finish', () => {
    if (routes.length > 0) forget(routes)
  })
}
