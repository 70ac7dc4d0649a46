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
   * on the fixtures, and there is no analytics at all on real content.
   */
  analytics:
    { adapter: 'ga4'; measurementId: string } | { adapter: 'recording' } | { adapter: 'none' }
}

/** Where the site serves the fixtures' asset files (src/app/fixtures: only what pages use). */
export const FIXTURES_PUBLIC_PATH = '/fixtures'

export function clientConfigOf(config: AppConfig): ClientConfig {
  const { content } = config
  const measurementId = config.analyticsMeasurementId
  return {
    files:
      content.source === 'fixtures'
        ? { source: 'fixtures', basePath: `${FIXTURES_PUBLIC_PATH}/${content.dataset}` }
        : { source: 'sanity', projectId: content.projectId, dataset: content.dataset },
    analytics: measurementId
      ? { adapter: 'ga4', measurementId }
      : { adapter: content.source === 'fixtures' ? 'recording' : 'none' },
  }
}
