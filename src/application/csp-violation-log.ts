import { inject, injectable } from 'inversify'
import type { CspViolation } from '@/domain/csp-violations'
import { ClockToken, type Clock } from '@/ports/clock'
import { LoggerToken, type Logger } from '@/ports/logger'

export const CSP_VIOLATION_LOG_WINDOW_MS = 60_000

/** Real reports stay far below this; made-up directive names fill it, then new pairs wait. */
const MAX_PAIRS = 500

/**
 * Logs a CSP violation once a minute per directive and route, however many browsers report it,
 * so the log stays bounded. The memory is this instance's.
 */
@injectable()
export class CspViolationLog {
  private readonly logger: Logger
  private readonly lastLogged = new Map<string, number>()

  constructor(
    @inject(LoggerToken) logger: Logger,
    @inject(ClockToken) private readonly clock: Clock,
  ) {
    this.logger = logger.child({ component: 'csp-reports' })
  }

  /** Says whether it logged. */
  record(violation: CspViolation): boolean {
    const now = this.clock.now()
    const key = `${violation.directive} ${violation.route}`
    const last = this.lastLogged.get(key)
    if (last !== undefined && now - last < CSP_VIOLATION_LOG_WINDOW_MS) return false
    if (last === undefined && this.lastLogged.size >= MAX_PAIRS) {
      this.forgetOlderThan(now - CSP_VIOLATION_LOG_WINDOW_MS)
      if (this.lastLogged.size >= MAX_PAIRS) return false
    }
    this.lastLogged.set(key, now)
    this.logger.warn('Content-Security-Policy violation reported', { ...violation })
    return true
  }

  private forgetOlderThan(time: number) {
    for (const [key, logged] of this.lastLogged) if (logged <= time) this.lastLogged.delete(key)
  }
}
