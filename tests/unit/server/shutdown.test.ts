import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConfigurationError } from '@/domain/errors'
import { Shutdown, shutdownDelayOf } from '@/server/shutdown'

describe('SHUTDOWN_DELAY_SECONDS', () => {
  it('is none unless set', () => {
    expect(shutdownDelayOf({})).toBe(0)
    expect(shutdownDelayOf({ SHUTDOWN_DELAY_SECONDS: '' })).toBe(0)
  })

  it('is a number of seconds, whole or not', () => {
    expect(shutdownDelayOf({ SHUTDOWN_DELAY_SECONDS: '15' })).toBe(15_000)
    expect(shutdownDelayOf({ SHUTDOWN_DELAY_SECONDS: ' 2.5 ' })).toBe(2_500)
    expect(shutdownDelayOf({ SHUTDOWN_DELAY_SECONDS: '3600' })).toBe(3_600_000)
  })

  it('refuses anything else, naming the setting and its rule', () => {
    for (const value of ['-1', 'ten', '5s', '1e3', '3601', 'Infinity', '0x10']) {
      const read = () => shutdownDelayOf({ SHUTDOWN_DELAY_SECONDS: value })
      expect(read).toThrow(ConfigurationError)
      expect(read).toThrow(
        'Invalid configuration: SHUTDOWN_DELAY_SECONDS must be a number of seconds from 0 to 3600',
      )
    }
  })
})

describe('stopping the instance', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  function shutdownWith(delayMs: number) {
    const steps: string[] = []
    const shutdown = new Shutdown(
      {
        stopping: () => steps.push('stopping'),
        drain: () => steps.push('drain'),
        exit: () => steps.push('exit'),
      },
      delayMs,
    )
    return { shutdown, steps }
  }

  it('on SIGTERM, fails its health check first and drains after the delay', () => {
    const { shutdown, steps } = shutdownWith(10_000)
    shutdown.signal('SIGTERM')
    expect(steps).toEqual(['stopping'])
    vi.advanceTimersByTime(9_999)
    expect(steps).toEqual(['stopping'])
    vi.advanceTimersByTime(1)
    expect(steps).toEqual(['stopping', 'drain'])
  })

  it('drains at once on SIGTERM without a delay, and on SIGINT whatever the delay', () => {
    const term = shutdownWith(0)
    term.shutdown.signal('SIGTERM')
    expect(term.steps).toEqual(['stopping', 'drain'])
    const interrupt = shutdownWith(10_000)
    interrupt.shutdown.signal('SIGINT')
    expect(interrupt.steps).toEqual(['stopping', 'drain'])
  })

  it('cuts the delay short at a second signal, and exits at a third', () => {
    const { shutdown, steps } = shutdownWith(60_000)
    shutdown.signal('SIGTERM')
    shutdown.signal('SIGTERM')
    expect(steps).toEqual(['stopping', 'drain'])
    vi.advanceTimersByTime(60_000)
    expect(steps).toEqual(['stopping', 'drain'])
    shutdown.signal('SIGINT')
    expect(steps).toEqual(['stopping', 'drain', 'exit'])
  })
})
