// Relative, with its extension: next.config.ts loads this file too (see ./config.ts).
import {
  GA4_DISCLOSURE,
  NO_ANALYTICS_DISCLOSURE,
  RECORDING_DISCLOSURE,
} from '../adapters/analytics/disclosures.ts'
import type { AppConfig } from './config'

/** What the browser needs to build its adapters: serialisable, and never a secret. */
export type ClientConfig = {
  files:
    | { source: 'fixtures'; basePath: string }
    | { source: 'sanity'; projectId: string; dataset: string }
  /** `disclosure`: what the consent question says about who receives page views. */
  analytics:
    | { adapter: 'ga4'; measurementId: string; disclosure: string }
    | { adapter: 'recording'; disclosure: string }
    | { adapter: 'none' }
  /** The release the page was built as (see ./release.ts): failure reports name it. */
  release: string
}

/** Where the site serves the fixtures' asset files (src/app/fixtures). */
export const FIXTURES_PUBLIC_PATH = '/fixtures'

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

/** Who receives page views, as the consent question and the privacy policy state it. */
export function analyticsDisclosureOf(config: AppConfig): string {
  const analytics = analyticsOf(config)
  return analytics.adapter === 'none' ? NO_ANALYTICS_DISCLOSURE : analytics.disclosure
}

/** GA4 with a measurement id; else recorded in the page on fixtures, and none on real content. */
function analyticsOf(config: AppConfig): ClientConfig['analytics'] {
  const measurementId = config.analyticsMeasurementId
  if (measurementId) return { adapter: 'ga4', measurementId, disclosure: GA4_DISCLOSURE }
  return config.content.source === 'fixtures'
    ? { adapter: 'recording', disclosure: RECORDING_DISCLOSURE }
    : { adapter: 'none' }
}
