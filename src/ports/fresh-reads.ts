import type { ServiceIdentifier } from 'inversify'

/** Until when reads skip the content CDN after a publish, shared by every bundle and instance. */
export interface FreshReads {
  readFreshUntil(dataset: string, until: number): Promise<void>
  /** Ms since the epoch; 0 if not at all. */
  freshUntil(dataset: string): Promise<number>
}

export const FreshReadsToken: ServiceIdentifier<FreshReads> = Symbol.for('FreshReads')
