/**
 * Until when reads of a dataset skip the API CDN, for the whole server process. Not per client:
 * Next.js compiles route handlers and pages into separate server bundles, each with its own
 * container and transport, and the publish webhook (a route handler) must steer the reads of
 * the page regenerations it sets off, or they could cache the CDN's stale copy again.
 */
export const FRESH_READS_UNTIL = Symbol.for('alts.sanity.freshReadsUntil')

function deadlines(): Map<string, number> {
  const shared = globalThis as { [FRESH_READS_UNTIL]?: Map<string, number> }
  return (shared[FRESH_READS_UNTIL] ??= new Map())
}

/** Reads of this dataset go to the live API for the next `durationMs`. */
export function markFreshReads(dataset: string, durationMs: number): void {
  const until = Math.max(deadlines().get(dataset) ?? 0, Date.now() + durationMs)
  deadlines().set(dataset, until)
}

/** Whether reads of this dataset must go to the live API now. */
export function readsFresh(dataset: string): boolean {
  return Date.now() < (deadlines().get(dataset) ?? 0)
}
