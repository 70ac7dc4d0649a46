import { inject, injectable } from 'inversify'
import type { CspViolation } from '@/domain/csp-violations'
import { ClockToken, type Clock } from '@/ports/clock'
import { LoggerToken, type Logger } from '@/ports/logger'

/** A directive blocking on a route is logged at most once in this long. */
export const CSP_VIOLATION_LOG_WINDOW_MS = 60_000

/**
 * Directive-and-route pairs remembered within a window. Routes are the site's few (anything
 * else is `(other)`) and directives are short names, so real reports stay far below this; a
 * sender making up directive names fills it, and then new pairs wait for their minute.
 */
const MAX_PAIRS = 500

/**
 * Writes Content-Security-Policy violations to the log: one warn line for a directive on a
 * route, then nothing more for that pair for a minute, however many browsers report it. A page
 * that breaks its own policy makes every visitor's browser report it on every view; one line a
 * minute says so as clearly, and keeps the log bounded. The memory is this instance's: with
 * several instances, each writes its own line.
 */
@injectable()
export class CspViolationLog {
  private readonly logger: Logger
  /** When each pair was last logged. */
  private readonly lastLogged = new Map<string, number>()

  constructor(
    @inject(LoggerToken) logger: Logger,
    @inject(ClockToken) private readonly clock: Clock,
  ) {
    this.logger = logger.child({ component: 'csp-reports' })
  }

  /** Logs the violation unless its pair was logged within the minute; says whether it did. */
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
