// No imports: next.config.ts reads this file through the configuration, without the @/ alias.

export const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/
export const MEASUREMENT_ID_RULE = 'must be a GA4 measurement id such as G-AB12CD34EF'

export const GA4_SCRIPT_ORIGIN = 'https://www.googletagmanager.com'

/** The CSP allows these when a measurement id is set. */
export const GA4_POLICY_HOSTS = {
  scripts: ['https://*.googletagmanager.com'],
  connections: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
} as const
