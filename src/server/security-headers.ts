/**
 * The headers every response carries, and the Content-Security-Policy each one gets. Pages stay
 * prerendered: instead of per-request nonces, a page's policy lists the hashes of its own inline
 * scripts and inlined stylesheets (see inline-hashes.ts), so it needs no 'unsafe-inline'.
 */

import { CSP_REPORTING_GROUP, CSP_REPORTS_PATH } from '../domain/csp-endpoint.ts'
import { NO_INLINE_HASHES, type InlineHashes } from './inline-hashes.ts'

export interface PolicyOrigins {
  /** Sanity's CDN, for images, animation data and video, when the content comes from Sanity. */
  contentCdn?: string
  /** Google Analytics' hosts, when a measurement id is configured. */
  analytics: boolean
  /** Hosts of embedded forms (FORM_EMBED_ORIGINS); the site's own forms need none. */
  forms: readonly string[]
  /** Draft mode only: the Studio, whose Presentation tool frames the pages. */
  framedBy?: readonly string[]
  /** Draft mode only: the overlays of visual editing bring their styles as <style> elements. */
  styleElements?: boolean
  /**
   * The Reporting API endpoint's absolute address, when the site is served over HTTPS: the
   * policy then also names it in `report-to`, and responses carry `Reporting-Endpoints`.
   */
  reportingEndpoint?: string
}

const GOOGLE_TAG_MANAGER = 'https://*.googletagmanager.com'
const GOOGLE_ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com']

/** Headers for every response: pages, files, images, data, errors (draft mode's aside). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), browsing-topics=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  // The site's own form pages are framed by its own pages; nobody else may frame anything.
  'X-Frame-Options': 'SAMEORIGIN',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
}

/**
 * Headers for the answers editors get in draft mode: the same, except that the Studio must be
 * able to frame them, which the policy's frame-ancestors says (X-Frame-Options cannot name it),
 * and to talk to them from a window it opened (where a browser keeps cookies from frames, the
 * Presentation tool opens the preview in a window of its own), which the opener policy would cut.
 */
export const NOT_FOR_EDITORS: ReadonlySet<string> = new Set([
  'X-Frame-Options',
  'Cross-Origin-Opener-Policy',
])

export const DRAFT_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(SECURITY_HEADERS).filter(([name]) => !NOT_FOR_EDITORS.has(name)),
)

/**
 * Where browsers report what the policy blocked: the site's own endpoint (CSP_REPORTS_PATH).
 * `report-uri` always. `report-to` only when the site is served over HTTPS: Chromium sends no
 * Reporting API report from a page that is not secure (plain HTTP), and where `report-to` is
 * present it ignores `report-uri` (Chromium bug 1098885, mdn/browser-compat-data#18103). So over
 * HTTP (the default http://localhost:3000, and the tests) `report-uri` alone is what makes the
 * reports arrive. The browser sends reports itself: `connect-src` does not govern them.
 */
function reportingDirectives(origins: PolicyOrigins): Record<string, string[]> {
  return {
    'report-uri': [CSP_REPORTS_PATH],
    ...(origins.reportingEndpoint ? { 'report-to': [CSP_REPORTING_GROUP] } : {}),
  }
}

/** The `Reporting-Endpoints` header that goes with `report-to`, when the policy has it. */
export function reportingEndpointsHeader(origins: PolicyOrigins): Record<string, string> {
  return origins.reportingEndpoint
    ? { 'Reporting-Endpoints': `${CSP_REPORTING_GROUP}="${origins.reportingEndpoint}"` }
    : {}
}

/**
 * The Content-Security-Policy: nothing by default; scripts from the site (and the page's own
 * inline scripts, by hash), and from the analytics provider when it is on; images, media and
 * data from the site and the content CDN; frames from the site and the form hosts.
 */
export function contentSecurityPolicy(
  origins: PolicyOrigins,
  inline: InlineHashes = NO_INLINE_HASHES,
): string {
  return policyText(policyDirectives(origins, inline))
}

/**
 * The part of the policy that depends on no page: who may frame it, no `<base>`, no plugins, and
 * where to report. Next.js sends it itself (framework-headers.ts), so that a host that runs the
 * site without the front still keeps others from framing it; the front replaces it with the
 * whole policy, of which it is a part, so that no response carries two (a browser enforces every
 * policy it is given).
 */
export function pageIndependentPolicy(origins: PolicyOrigins): string {
  const directives = policyDirectives(origins)
  return policyText(
    Object.fromEntries(
      Object.entries(directives).filter(([directive]) => PAGE_INDEPENDENT.has(directive)),
    ),
  )
}

const PAGE_INDEPENDENT = new Set([
  'frame-ancestors',
  'base-uri',
  'object-src',
  'report-uri',
  'report-to',
])

const quoted = (hash: string) => `'${hash}'`

const policyText = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ')

function policyDirectives(
  origins: PolicyOrigins,
  inline: InlineHashes = NO_INLINE_HASHES,
): Record<string, string[]> {
  const cdn = origins.contentCdn ? [origins.contentCdn] : []
  const analyticsScripts = origins.analytics ? [GOOGLE_TAG_MANAGER] : []
  const analyticsData = origins.analytics ? [...GOOGLE_ANALYTICS, GOOGLE_TAG_MANAGER] : []
  return {
    'default-src': ["'none'"],
    'script-src': ["'self'", ...inline.scripts.map(quoted), ...analyticsScripts],
    // A hash in the list makes browsers ignore 'unsafe-inline', so editors' pages list none.
    'style-src': [
      "'self'",
      ...(origins.styleElements ? ["'unsafe-inline'"] : inline.styles.map(quoted)),
    ],
    // Style attributes (set by React from props, and by the animation players).
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...cdn, ...analyticsData],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...cdn, ...analyticsData],
    'media-src': ["'self'", ...cdn],
    'frame-src': ["'self'", ...origins.forms],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...(origins.framedBy ?? [])],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    ...reportingDirectives(origins),
  }
}
