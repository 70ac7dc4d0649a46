import type { ServiceIdentifier } from 'inversify'

/**
 * Until when reads of a dataset skip the content service's CDN: content was just published and
 * the CDN may still hold the old version. Shared by the publish webhook and the page
 * regenerations it sets off, in every server bundle and, with a shared store, on every instance.
 */
export interface FreshReads {
  /** Reads of `dataset` go to the live API until `until` (ms since the epoch), or later. */
  readFreshUntil(dataset: string, until: number): Promise<void>
  /** Until when reads of `dataset` go to the live API (ms since the epoch); 0 if not at all. */
  freshUntil(dataset: string): Promise<number>
}

export const FreshReadsToken: ServiceIdentifier<FreshReads> = Symbol.for('FreshReads')
