import type { ServiceIdentifier } from 'inversify'

export interface RateLimiter {
  take(client: string): boolean
}

export const FailureReportsRateLimiterToken: ServiceIdentifier<RateLimiter> = Symbol.for(
  'FailureReportsRateLimiter',
)

export const CspReportsRateLimiterToken: ServiceIdentifier<RateLimiter> =
  Symbol.for('CspReportsRateLimiter')
