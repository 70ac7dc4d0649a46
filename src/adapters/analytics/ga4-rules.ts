// What GA4 asks of the site beyond its adapter. No imports: the configuration reads this file,
// and next.config.ts and the server load that without the @/ alias.

/** A GA4 measurement id: G- and letters or digits. */
export const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/
export const MEASUREMENT_ID_RULE = 'must be a GA4 measurement id such as G-AB12CD34EF'

/** Where gtag.js comes from. */
export const GA4_SCRIPT_ORIGIN = 'https://www.googletagmanager.com'

/** The hosts gtag.js loads from and sends page views to: the CSP allows them with an id set. */
export const GA4_POLICY_HOSTS = {
  scripts: ['https://*.googletagmanager.com'],
  connections: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
} as const
