import { describe, expect, it } from 'vitest'
import { CspViolationLog } from '@/application/csp-violation-log'
import type { CspViolation } from '@/domain/csp-violations'
import { recordingLogger, type LogLine } from '../../support/recording-logger'

/* Once per directive and route a minute, on the Clock port's time. */

function logWithClock() {
  const lines: LogLine[] = []
  const clock = { time: 1_000_000, now: () => clock.time }
  return { lines, clock, log: new CspViolationLog(recordingLogger(lines), clock) }
}

const inline: CspViolation = { directive: 'script-src-elem', route: '/careers', blocked: 'inline' }

describe('the log of policy violations', () => {
  it('writes one warn line for a directive on a route, then none for a minute', () => {
    const { lines, clock, log } = logWithClock()
    expect(log.record(inline)).toBe(true)
    expect(lines).toEqual([
      {
        level: 'warn',
        message: 'Content-Security-Policy violation reported',
        context: { component: 'csp-reports', ...inline },
      },
    ])
    clock.time += 59_999
    expect(log.record({ ...inline, blocked: 'https://evil.example' })).toBe(false)
    expect(lines).toHaveLength(1)
    clock.time += 1
    expect(log.record(inline)).toBe(true)
    expect(lines).toHaveLength(2)
  })

  it('counts each directive and each route on its own', () => {
    const { lines, log } = logWithClock()
    log.record(inline)
    log.record({ ...inline, route: '/' })
    log.record({ ...inline, directive: 'img-src' })
    log.record(inline)
    expect(lines.map((line) => `${line.context.directive} ${line.context.route}`)).toEqual([
      'script-src-elem /careers',
      'script-src-elem /',
      'img-src /careers',
    ])
  })

  it('remembers a bounded number of pairs: made-up directives cannot grow it without end', () => {
    const { lines, clock, log } = logWithClock()
    for (let i = 0; i < 2_000; i++) log.record({ ...inline, directive: `made-up-${i}` })
    expect(lines).toHaveLength(500)
    // A minute on, the old pairs are forgotten and new ones are logged again.
    clock.time += 60_000
    expect(log.record({ ...inline, directive: 'made-up-1999' })).toBe(true)
  })
})
