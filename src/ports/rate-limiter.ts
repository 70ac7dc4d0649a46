import type { ServiceIdentifier } from 'inversify'

export interface RateLimiter {
  /** Counts one request for `client`: whether it is within the limits. */
  take(client: string): boolean
}

export const FailureReportsRateLimiterToken: ServiceIdentifier<RateLimiter> = Symbol.for(
  'FailureReportsRateLimiter',
)

export const CspReportsRateLimiterToken: ServiceIdentifier<RateLimiter> =
  Symbol.for('CspReportsRateLimiter')
