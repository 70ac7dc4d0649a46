import type { RateLimiter } from '@/ports/rate-limiter'

export interface FixedWindowLimits {
  /** Requests one client may make in a window. */
  perClient: number
  /** Requests all clients together may make in a window. */
  overall: number
  windowMs: number
  /** Clients remembered in a window; beyond that, new clients share the overall limit only. */
  maxClients: number
  now?: () => number
}

/**
 * Counts requests per client and overall in fixed windows, in this process's memory. That is
 * enough for a rate limit: with several instances each allows its own share, so the limits hold
 * per instance (N instances allow N times as much), and a restart forgets the counts. The
 * memory is bounded: the counts start afresh with each window, and at most `maxClients` are kept.
 */
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
