import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * The request target, as the framework expects it: a path (origin-form, "/careers?x=1").
 * A request may also name the whole URL (absolute-form, "http://host/careers", which servers
 * must accept) or "*" (asterisk-form, for OPTIONS only). The framework answers "*" with a 500,
 * and redirects an absolute-form target to its host, wherever that is: an open redirect. So an
 * absolute-form target becomes its path here, and anything else that is not a path gets a 400.
 */

const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*(.*)$/is

/** The origin-form of a request target, or undefined when it names no path on this site. */
export function originForm(target: string | undefined): string | undefined {
  if (target?.startsWith('/')) return target
  const rest = ABSOLUTE_FORM.exec(target ?? '')?.[1]
  if (rest === undefined) return undefined
  return rest.startsWith('/') ? rest : `/${rest}`
}

/** Puts the target in origin-form, or answers 400 when it has none; true when it answered. */
export function refuseBadTarget(request: IncomingMessage, response: ServerResponse): boolean {
  // "OPTIONS *" asks about the server as a whole; the methods check answers it.
  if (request.method === 'OPTIONS' && request.url === '*') return false
  const target = originForm(request.url)
  if (target !== undefined) {
    request.url = target
    return false
  }
  response.writeHead(400, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  })
  response.end('Bad Request\n')
  return true
}
