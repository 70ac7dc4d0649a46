/*
 * What Google Analytics 4 asks of the site beyond its adapter: the form of a measurement id,
 * checked when the configuration is read, and the hosts the Content-Security-Policy must allow
 * once one is set. No imports: the configuration (read by next.config.ts and the server) loads
 * this file without the @/ alias.
 */

/** A GA4 measurement id: G- and letters or digits. */
export const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/
export const MEASUREMENT_ID_RULE = 'must be a GA4 measurement id such as G-AB12CD34EF'

/** Where gtag.js comes from. */
export const GA4_SCRIPT_ORIGIN = 'https://www.googletagmanager.com'

/** The hosts gtag.js loads from and sends page views to. */
export const GA4_POLICY_HOSTS = {
  scripts: ['https://*.googletagmanager.com'],
  connections: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
} as const
