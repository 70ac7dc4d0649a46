import type { RateLimiter } from '@/ports/rate-limiter'

export interface FixedWindowLimits {
  perClient: number
  overall: number
  windowMs: number
  /** Clients remembered in a window; beyond that, new clients share the overall limit only. */
  maxClients: number
  now?: () => number
}

/** Fixed windows in this process's memory, bounded by `maxClients`: limits hold per instance. */
export class FixedWindowRateLimiter implements RateLimiter {
  private windowStart = Number.NEGATIVE_INFINITY
  private overall = 0
  private readonly clients = new Map<string, number>()

  constructor(private readonly limits: FixedWindowLimits) {}

  take(client: string): boolean {
    const now = (this.limits.now ?? Date.now)()
    if (now - this.windowStart >= this.limits.windowMs) {
      this.windowStart = now
      this.overall = 0
      this.clients.clear()
    }
    if (this.overall >= this.limits.overall) return false
    const count = this.clients.get(client) ?? 0
    if (count >= this.limits.perClient) return false
    if (count > 0 || this.clients.size < this.limits.maxClients) this.clients.set(client, count + 1)
    this.overall++
    return true
  }
}
