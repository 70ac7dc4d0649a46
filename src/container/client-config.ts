// Relative, with its extension: next.config.ts loads this file too (see ./config.ts).
import {
  GA4_DISCLOSURE,
  NO_ANALYTICS_DISCLOSURE,
  RECORDING_DISCLOSURE,
} from '../adapters/analytics/disclosures.ts'
import type { AppConfig } from './config'

/**
 * The part of the configuration the browser needs to build its adapters: plain, serialisable
 * values only, and never a secret (tokens and webhook secrets stay on the server).
 */
export type ClientConfig = {
  files:
    | { source: 'fixtures'; basePath: string }
    | { source: 'sanity'; projectId: string; dataset: string }
  /**
   * GA4 with a measurement id; without one, page views are recorded in the page when working
   * on the fixtures, and there is no analytics at all on real content. `disclosure` is what the
   * consent question says about the adapter: who receives page views, and what they hold.
   */
  analytics:
    | { adapter: 'ga4'; measurementId: string; disclosure: string }
    | { adapter: 'recording'; disclosure: string }
    | { adapter: 'none' }
  /** The release the page was built as (see ./release.ts): failure reports name it. */
  release: string
}

/** Where the site serves the fixtures' asset files (src/app/fixtures: only what pages use). */
export const FIXTURES_PUBLIC_PATH = '/fixtures'

/** Where browsers send failure reports (src/app/api/reports). */
export const FAILURE_REPORTS_ENDPOINT = '/api/reports'

export function clientConfigOf(config: AppConfig, release: string): ClientConfig {
  const { content } = config
  return {
    files:
      content.source === 'fixtures'
        ? { source: 'fixtures', basePath: `${FIXTURES_PUBLIC_PATH}/${content.dataset}` }
        : { source: 'sanity', projectId: content.projectId, dataset: content.dataset },
    analytics: analyticsOf(config),
    release,
  }
}

/**
 * Who receives page views and what they hold, as the consent question says it; or, with no
 * analytics, that there is none. The privacy policy states it (SITE_FACTS.analyticsDisclosure).
 */
export function analyticsDisclosureOf(config: AppConfig): string {
  const analytics = analyticsOf(config)
  return analytics.adapter === 'none' ? NO_ANALYTICS_DISCLOSURE : analytics.disclosure
}

function analyticsOf(config: AppConfig): ClientConfig['analytics'] {
  const measurementId = config.analyticsMeasurementId
  if (measurementId) return { adapter: 'ga4', measurementId, disclosure: GA4_DISCLOSURE }
  return config.content.source === 'fixtures'
    ? { adapter: 'recording', disclosure: RECORDING_DISCLOSURE }
    : { adapter: 'none' }
}
