import type { ServiceIdentifier } from 'inversify'

/** The time, as milliseconds since the epoch: a port so that tests can set it. */
export interface Clock {
  now(): number
}

export const ClockToken: ServiceIdentifier<Clock> = Symbol.for('Clock')
