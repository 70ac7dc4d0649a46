import { GA4_POLICY_HOSTS } from '../adapters/analytics/ga4-rules.ts'
import type { InlineHashes } from '../adapters/next/inline-hashes.ts'
import { CSP_REPORTING_GROUP, CSP_REPORTS_PATH } from '../domain/csp-endpoint.ts'
import type { AppConfig } from './config.ts'

/*
 * The security headers of every response and the Content-Security-Policy, from the
 * configuration. Next.js sends them itself: the headers from `headers()` (next.config.ts, see
 * next-headers.ts), a page's policy with the page as its cache entry (page-cache-handler.ts), so
 * pages stay prerendered and the policy names the hashes of their own inline scripts.
 */

export interface PolicyOrigins {
  /** Sanity's CDN, for images, animation data and video, when the content comes from Sanity. */
  contentCdn?: string
  /** The analytics provider's hosts, when a measurement id is configured. */
  analytics: boolean
  /** Hosts of embedded forms (FORM_EMBED_ORIGINS); the site's own forms need none. */
  forms: readonly string[]
  /** Draft mode only: the Studio, whose Presentation tool frames the pages. */
  framedBy?: readonly string[]
  /** Draft mode only: pages are rendered for the editor, and the overlays bring their styles. */
  draft?: boolean
  /** The Reporting API endpoint, when the site is served over HTTPS (see reportingDirectives). */
  reportingEndpoint?: string
}

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
 * Not for editors in draft mode: the Studio frames their pages (which the policy's
 * frame-ancestors allows; X-Frame-Options cannot name it) and talks to a preview window it
 * opened, which the opener policy would cut.
 */
export const NOT_FOR_EDITORS: ReadonlySet<string> = new Set([
  'X-Frame-Options',
  'Cross-Origin-Opener-Policy',
])

export function policyOriginsOf(config: AppConfig): PolicyOrigins {
  return {
    contentCdn: config.content.source === 'sanity' ? 'https://cdn.sanity.io' : undefined,
    analytics: Boolean(config.analyticsMeasurementId),
    forms: config.formEmbedOrigins,
    reportingEndpoint:
      config.siteUrl.protocol === 'https:'
        ? new URL(CSP_REPORTS_PATH, config.siteUrl).href
        : undefined,
  }
}

export function draftPolicyOriginsOf(config: AppConfig): PolicyOrigins {
  return { ...policyOriginsOf(config), framedBy: [config.studioUrl.origin], draft: true }
}

/** The `Reporting-Endpoints` header that goes with `report-to`, when the policy has it. */
export function reportingEndpointsHeader(origins: PolicyOrigins): Record<string, string> {
  return origins.reportingEndpoint
    ? { 'Reporting-Endpoints': `${CSP_REPORTING_GROUP}="${origins.reportingEndpoint}"` }
    : {}
}

/**
 * `report-uri` always; `report-to` only over HTTPS: Chromium sends no Reporting API report from a
 * page that is not secure, and where `report-to` is present it ignores `report-uri` (Chromium bug
 * 1098885), so over plain HTTP `report-uri` alone makes the reports arrive.
 */
const reportingDirectives = (origins: PolicyOrigins): Record<string, string[]> => ({
  'report-uri': [CSP_REPORTS_PATH],
  ...(origins.reportingEndpoint ? { 'report-to': [CSP_REPORTING_GROUP] } : {}),
})

const quoted = (hash: string) => `'${hash}'`

/**
 * Nothing by default; scripts from the site, the page's own inline scripts by hash, and the
 * analytics provider's when it is on; images, media and data from the site and the content CDN;
 * frames from the site and the form hosts. A response without inline scripts gets no hashes.
 */
export function contentSecurityPolicy(
  origins: PolicyOrigins,
  inline: InlineHashes = { scripts: [], styles: [] },
): string {
  const cdn = origins.contentCdn ? [origins.contentCdn] : []
  const analyticsScripts = origins.analytics ? GA4_POLICY_HOSTS.scripts : []
  const analyticsData = origins.analytics ? GA4_POLICY_HOSTS.connections : []
  // Draft pages are rendered for one editor: their inline scripts are not known in advance.
  const inlineScripts = origins.draft ? ["'unsafe-inline'"] : inline.scripts.map(quoted)
  // A hash in the list makes browsers ignore 'unsafe-inline', so editors' pages list none.
  const inlineStyles = origins.draft ? ["'unsafe-inline'"] : inline.styles.map(quoted)
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    'script-src': ["'self'", ...inlineScripts, ...analyticsScripts],
    'style-src': ["'self'", ...inlineStyles],
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
  return Object.entries(directives)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ')
}
