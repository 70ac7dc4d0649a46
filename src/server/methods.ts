import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * The methods the site answers. Pages and files are read-only: GET and HEAD (OPTIONS says so).
 * Only the API routes take other methods, and answer 405 themselves for those they do not
 * take. Everything else gets its 405 here, before the framework, which answers some of them
 * (TRACE, or a POST to a file) with a 500.
 */
const READ_ONLY = ['GET', 'HEAD'] as const
export const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

const isApi = (url: string | undefined) => /^\/api(?:\/|\?|$)/.test(url ?? '')

/** The methods a path allows, for the Allow header. */
export function allowedMethods(url: string | undefined): readonly string[] {
  return isApi(url) ? API_METHODS : [...READ_ONLY, 'OPTIONS']
}

/** Answers a request the site does not take (405, or 204 for OPTIONS); true when it did. */
export function refuseUnknownMethod(request: IncomingMessage, response: ServerResponse): boolean {
  const method = request.method ?? ''
  if (isApi(request.url) && (API_METHODS as readonly string[]).includes(method)) return false
  if ((READ_ONLY as readonly string[]).includes(method)) return false
  const allow = allowedMethods(request.url).join(', ')
  if (method === 'OPTIONS') {
    response.writeHead(204, { Allow: allow, 'Cache-Control': 'no-store' })
    response.end()
    return true
  }
  response.writeHead(405, {
    Allow: allow,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  })
  response.end('Method Not Allowed\n')
  return true
}
