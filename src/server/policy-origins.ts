import type { AppConfig } from '../container/config.ts'
import type { PolicyOrigins } from './security-headers.ts'

/** What the configuration asks the Content-Security-Policy to allow beyond the site itself. */
export function policyOriginsOf(config: AppConfig): PolicyOrigins {
  return {
    contentCdn: config.content.source === 'sanity' ? 'https://cdn.sanity.io' : undefined,
    analytics: Boolean(config.analyticsMeasurementId),
    forms: config.formEmbedOrigins,
  }
}

/** What draft mode's answers allow besides: the Studio's frame, and visual editing's styles. */
export function draftPolicyOriginsOf(config: AppConfig): PolicyOrigins {
  return { ...policyOriginsOf(config), framedBy: [config.studioUrl.origin], styleElements: true }
}
