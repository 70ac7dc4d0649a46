import type { SiteRoute } from '@/domain/routes'
import type { Clock } from '@/ports/clock'
import type { FreshReads } from '@/ports/fresh-reads'
import type { ContentKey, LastGoodContentStore, Remembered } from '@/ports/last-good-content'
import type { PageCache } from '@/ports/page-cache'

/*
 * In-memory stand-ins for the ports the application layer depends on, for unit tests: what a
 * shared store would hold, kept in one object that several "bundles" or "instances" can share.
 */

export class MemoryLastGoodContent implements LastGoodContentStore {
  readonly kept = new Map<ContentKey, Remembered<ContentKey>>()

  async remember<K extends ContentKey>(key: K, remembered: Remembered<K>): Promise<void> {
    const current = this.kept.get(key)
    if (current && current.readAt > remembered.readAt) return
    this.kept.set(key, remembered)
  }

  async recall<K extends ContentKey>(key: K): Promise<Remembered<K> | undefined> {
    return this.kept.get(key) as Remembered<K> | undefined
  }
}

export class MemoryFreshReads implements FreshReads {
  readonly until = new Map<string, number>()

  async readFreshUntil(dataset: string, until: number): Promise<void> {
    this.until.set(dataset, Math.max(this.until.get(dataset) ?? 0, until))
  }

  async freshUntil(dataset: string): Promise<number> {
    return this.until.get(dataset) ?? 0
  }
}

/** A clock that moves only when told to. */
export class ManualClock implements Clock {
  time: number

  constructor(time = Date.UTC(2026, 10, 25)) {
    this.time = time
  }

  now(): number {
    return this.time
  }
}

/** A page cache that notes what it was asked to do. */
export class RecordingPageCache implements PageCache {
  readonly invalidated: SiteRoute[][] = []
  readonly regenerated: SiteRoute[][] = []

  invalidate(routes: readonly SiteRoute[]): void {
    this.invalidated.push([...routes])
  }

  async regenerate(routes: readonly SiteRoute[]): Promise<void> {
    this.regenerated.push([...routes])
  }
}
