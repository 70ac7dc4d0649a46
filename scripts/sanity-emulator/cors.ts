// Credentialed cross-origin access for loopback origins only.
const LOOPBACK_ORIGIN =
  /^https?:\/\/(?:localhost|[a-z0-9-]+\.localhost|127\.0\.0\.1|\[::1\])(?::\d+)?$/

export const isLoopbackOrigin = (origin: string | null | undefined): boolean =>
  Boolean(origin && LOOPBACK_ORIGIN.test(origin))

export function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin || !isLoopbackOrigin(origin)) return {}
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    vary: 'origin',
  }
}

/** The answer to a preflight (`OPTIONS` with `access-control-request-method`). */
export function preflightHeaders(
  origin: string | undefined,
  requestedHeaders: string | undefined,
): Record<string, string> {
  const allowed = corsHeaders(origin)
  if (!allowed['access-control-allow-origin']) return {}
  return {
    ...allowed,
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': requestedHeaders ?? 'authorization, content-type',
    'access-control-max-age': '600',
  }
}
