import type { AppConfig } from './config'

/**
 * The part of the configuration the browser needs to build its adapters: plain, serialisable
 * values only, and never a secret (tokens and webhook secrets stay on the server).
 */
export type ClientConfig = {
  files:
    | { source: 'fixtures'; basePath: string }
    | { source: 'sanity'; projectId: string; dataset: string }
}

/** Where the site serves the fixtures' asset files (public/fixtures links to fixtures/). */
export const FIXTURES_PUBLIC_PATH = '/fixtures'

export function clientConfigOf(config: AppConfig): ClientConfig {
  const { content } = config
  return {
    files:
      content.source === 'fixtures'
        ? { source: 'fixtures', basePath: `${FIXTURES_PUBLIC_PATH}/${content.dataset}` }
        : { source: 'sanity', projectId: content.projectId, dataset: content.dataset },
  }
}
