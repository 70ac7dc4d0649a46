import type { AppConfig } from '../container/config.ts'
import { DRAFT_MODE_COOKIE } from './next-protocol.ts'
import { policyOriginsOf } from './policy-origins.ts'
import {
  NOT_FOR_EDITORS,
  pageIndependentPolicy,
  reportingEndpointsHeader,
  SECURITY_HEADERS,
} from './security-headers.ts'

/**
 * The security headers that depend on no page, as Next.js's own `headers()` (next.config.ts):
 * so a host that runs `next start` or the self-contained server without the front still sends
 * them. The front sets the same headers, from the same values (security-headers.ts), and
 * replaces the policy with the page's whole one; Next.js sets each header with `setHeader`, so
 * behind the front a response still carries each one once.
 *
 * Framing and the opener: visitors' answers may be framed by the site only; editors' answers in
 * draft mode are framed by the Studio (see DRAFT_SECURITY_HEADERS). Next.js cannot check the
 * draft-mode cookie's value, so these headers go only where no draft-mode cookie is sent, and
 * never on the routes that turn draft mode on or off.
 */

/** One entry of Next.js's `headers()`. */
export interface FrameworkHeaderRule {
  source: string
  headers: { key: string; value: string }[]
  missing?: { type: 'cookie'; key: string }[]
}

/** Every path but the draft-mode routes (/api/draft-mode/…), in Next.js's path syntax. */
const OUTSIDE_DRAFT_MODE_ROUTES = '/:path((?!api/draft-mode(?:/|$)).*)'

export function frameworkSecurityHeaders(config: AppConfig): FrameworkHeaderRule[] {
  const origins = policyOriginsOf(config)
  const everyone = Object.entries({
    ...SECURITY_HEADERS,
    ...reportingEndpointsHeader(origins),
  }).filter(([name]) => !NOT_FOR_EDITORS.has(name))
  const visitors = [
    ...Object.entries(SECURITY_HEADERS).filter(([name]) => NOT_FOR_EDITORS.has(name)),
    ['Content-Security-Policy', pageIndependentPolicy(origins)],
  ]
  const list = (entries: string[][]) =>
    entries.map(([key, value]) => ({ key: key!, value: value! }))
  return [
    { source: '/:path*', headers: list(everyone) },
    {
      source: OUTSIDE_DRAFT_MODE_ROUTES,
      missing: [{ type: 'cookie', key: DRAFT_MODE_COOKIE }],
      headers: list(visitors),
    },
  ]
}
