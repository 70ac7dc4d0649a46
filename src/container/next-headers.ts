import { DRAFT_MODE_COOKIE } from '../adapters/next/next-protocol.ts'
import type { AppConfig } from './config.ts'
import {
  contentSecurityPolicy,
  draftPolicyOriginsOf,
  NOT_FOR_EDITORS,
  policyOriginsOf,
  reportingEndpointsHeader,
  SECURITY_HEADERS,
} from './security-headers.ts'

/*
 * The security headers as Next.js's own `headers()` (next.config.ts), so that Next.js's server
 * sends them on every response. Pages bring their policy with them, from the cache
 * (page-cache-handler.ts): the policy here goes on everything else, and on pages rendered for an
 * editor in draft mode, who gets the draft policy and may be framed by the Studio.
 */

interface Condition {
  type: 'cookie' | 'header'
  key: string
}

/** One entry of Next.js's `headers()`. */
export interface NextHeaderRule {
  source: string
  headers: { key: string; value: string }[]
  has?: Condition[]
  missing?: Condition[]
}

/** The draft-mode routes (/api/draft-mode/…): they answer editors whatever cookie they bring. */
const DRAFT_MODE_ROUTES = '/api/draft-mode/:path*'

/** Every path but the draft-mode routes, in Next.js's path syntax (the root is a rule apart). */
const OUTSIDE_DRAFT_MODE_ROUTES = '/:path((?!api/draft-mode(?:/|$)).+)'

/**
 * What is not a page: the build's files, images and data (`/_next/…`), the route handlers but
 * the draft-mode ones, the fixtures' assets, sharing images, the public folders, the health check
 * and every file at the top (robots.txt, sitemap.xml, the icons, the service worker). A page —
 * the site's, or the not-found page any other path gets — brings its own policy from the cache.
 */
const NOT_PAGES = [
  '_next/',
  'api/(?!draft-mode(?:/|$))',
  'fixtures/',
  'og/',
  'draft-mode/',
  'forms/',
  'icons/',
  'healthz$',
  '[^/]+\\.[a-z0-9]+$',
]
const NOT_A_PAGE = `/:path((?:${NOT_PAGES.join('|')}).*)`

/** The router's prefetch of a page's segments: answered without the page entry's headers. */
const SEGMENT_PREFETCH = { type: 'header' as const, key: 'next-router-segment-prefetch' }

const list = (headers: Record<string, string>) =>
  Object.entries(headers).map(([key, value]) => ({ key, value }))

/** The security headers whose names `pick` keeps, as headers() lists them. */
const securityHeaders = (pick: (name: string) => boolean) =>
  list(Object.fromEntries(Object.entries(SECURITY_HEADERS).filter(([name]) => pick(name))))

export function nextHeaders(config: AppConfig): NextHeaderRule[] {
  const visitors = policyOriginsOf(config)
  const forEveryone = [
    ...securityHeaders((name) => !NOT_FOR_EDITORS.has(name)),
    ...list(reportingEndpointsHeader(visitors)),
  ]
  const forVisitors = securityHeaders((name) => NOT_FOR_EDITORS.has(name))
  const visitorsPolicy = list({ 'Content-Security-Policy': contentSecurityPolicy(visitors) })
  const editorsPolicy = list({
    'Content-Security-Policy': contentSecurityPolicy(draftPolicyOriginsOf(config)),
  })
  const draftCookie = [{ type: 'cookie' as const, key: DRAFT_MODE_COOKIE }]
  return [
    { source: '/:path*', headers: forEveryone },
    { source: '/', missing: draftCookie, headers: forVisitors },
    { source: OUTSIDE_DRAFT_MODE_ROUTES, missing: draftCookie, headers: forVisitors },
    { source: NOT_A_PAGE, missing: draftCookie, headers: visitorsPolicy },
    {
      source: '/:path*',
      has: [SEGMENT_PREFETCH],
      missing: draftCookie,
      headers: visitorsPolicy,
    },
    { source: '/', has: draftCookie, headers: editorsPolicy },
    { source: OUTSIDE_DRAFT_MODE_ROUTES, has: draftCookie, headers: editorsPolicy },
    { source: DRAFT_MODE_ROUTES, headers: editorsPolicy },
  ]
}
