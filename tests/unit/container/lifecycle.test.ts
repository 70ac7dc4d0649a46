import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { healthReport, leaveRotationOnSignals } from '@/container/lifecycle'
import { recordingLogger } from '../../support/recording-logger'
import { ConfigurationError } from '@/domain/errors'
import { shutdownDelayOf } from '@/container/shutdown-delay'

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

describe('stopping the instance (lifecycle.ts)', () => {
  const signals = ['SIGTERM', 'SIGINT'] as const
  let exit: ReturnType<typeof vi.spyOn>
  let listeners: Map<string, unknown[]>

  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubEnv('NEXT_MANUAL_SIG_HANDLE', 'true')
    vi.stubEnv('ALTS_INSTANCE_STOPPING', '')
    listeners = new Map(signals.map((signal) => [signal, process.listeners(signal)]))
    exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never)
  })

  afterEach(() => {
    for (const signal of signals)
      for (const listener of process.listeners(signal))
        if (!listeners.get(signal)!.includes(listener)) process.off(signal, listener as never)
    exit.mockRestore()
    vi.unstubAllEnvs()
    delete process.env.ALTS_INSTANCE_STOPPING
    vi.useRealTimers()
  })

  const signal = (name: (typeof signals)[number]) => process.emit(name, name)

  it('on SIGTERM, fails its health check while it serves for the delay, then exits', () => {
    vi.stubEnv('SHUTDOWN_DELAY_SECONDS', '30')
    leaveRotationOnSignals(recordingLogger())
    expect(healthReport().status).toBe('ok')
    signal('SIGTERM')
    expect(healthReport().status).toBe('stopping')
    vi.advanceTimersByTime(29_000)
    expect(exit).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1_000)
    expect(exit).toHaveBeenCalledWith(0)
  })

  it('exits at once on SIGINT, whatever the delay', () => {
    vi.stubEnv('SHUTDOWN_DELAY_SECONDS', '30')
    leaveRotationOnSignals(recordingLogger())
    signal('SIGINT')
    expect(exit).toHaveBeenCalledWith(0)
  })

  it('cuts the delay short at a second signal', () => {
    vi.stubEnv('SHUTDOWN_DELAY_SECONDS', '600')
    leaveRotationOnSignals(recordingLogger())
    signal('SIGTERM')
    expect(exit).not.toHaveBeenCalled()
    signal('SIGTERM')
    expect(exit).toHaveBeenCalledWith(0)
  })

  it('leaves the signals to Next.js unless told to take them', () => {
    vi.stubEnv('NEXT_MANUAL_SIG_HANDLE', '')
    const before = process.listenerCount('SIGTERM')
    leaveRotationOnSignals(recordingLogger())
    expect(process.listenerCount('SIGTERM')).toBe(before)
  })
})
