import type { ServiceIdentifier } from 'inversify'

/** Decides whether a request may be served now, or is one too many. */
export interface RateLimiter {
  /** Counts one request for `client` and says whether it is within the limits. */
  take(client: string): boolean
}

/** The limiter of the browser's failure reports (src/app/api/reports). */
export const FailureReportsRateLimiterToken: ServiceIdentifier<RateLimiter> = Symbol.for(
  'FailureReportsRateLimiter',
)

/** The limiter of the browsers' Content-Security-Policy reports (src/app/api/csp-reports). */
export const CspReportsRateLimiterToken: ServiceIdentifier<RateLimiter> =
  Symbol.for('CspReportsRateLimiter')
