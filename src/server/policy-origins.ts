import type { AppConfig } from '../container/config.ts'
import { CSP_REPORTS_PATH } from '../domain/csp-endpoint.ts'
import type { PolicyOrigins } from './security-headers.ts'

/** What the configuration asks the Content-Security-Policy to allow beyond the site itself. */
export function policyOriginsOf(config: AppConfig): PolicyOrigins {
  return {
    contentCdn: config.content.source === 'sanity' ? 'https://cdn.sanity.io' : undefined,
    analytics: Boolean(config.analyticsMeasurementId),
    forms: config.formEmbedOrigins,
    reportingEndpoint: reportingEndpointOf(config),
  }
}

/** What draft mode's answers allow besides: the Studio's frame, and visual editing's styles. */
export function draftPolicyOriginsOf(config: AppConfig): PolicyOrigins {
  return { ...policyOriginsOf(config), framedBy: [config.studioUrl.origin], styleElements: true }
}

/**
 * The Reporting API endpoint of the policy's `report-to`: only on a site served over HTTPS, where
 * browsers use it (see reportingDirectives in security-headers.ts).
 */
export function reportingEndpointOf(config: AppConfig): string | undefined {
  return config.siteUrl.protocol === 'https:'
    ? new URL(CSP_REPORTS_PATH, config.siteUrl).href
    : undefined
}
