import { afterEach, describe, expect, it, vi } from 'vitest'
import { progressTiming, type ProgressPhase } from '@/ui/shell/progress/progress-timing'
import {
  beginNavigation,
  beginRequest,
  navigationsSettled,
  onRequestsInFlight,
  requestsInFlight,
  trackRequest,
} from '@/ui/shell/progress/requests-in-flight'

describe('requests in flight', () => {
  it('counts from the first request until all have completed, each ending once', () => {
    const counts: number[] = []
    const stop = onRequestsInFlight((count) => counts.push(count))
    const first = beginRequest()
    const second = beginRequest()
    first()
    first()
    second()
    stop()
    expect(counts).toEqual([1, 2, 1, 0])
    expect(requestsInFlight()).toBe(0)
  })

  it('counts a data fetch until it settles, failed or not', async () => {
    const failing = trackRequest(Promise.reject(new Error('offline')))
    expect(requestsInFlight()).toBe(1)
    await expect(failing).rejects.toThrow('offline')
    expect(requestsInFlight()).toBe(0)
  })

  it('ends navigations when the new page is in place; moving within a page is no navigation', () => {
    navigationsSettled('/')
    beginNavigation('/')
    expect(requestsInFlight()).toBe(0)
    beginNavigation('/careers')
    beginNavigation('/manifesto')
    expect(requestsInFlight()).toBe(2)
    navigationsSettled('/manifesto')
    expect(requestsInFlight()).toBe(0)
  })
})

describe('when the progress bar shows', () => {
  // Restored whatever happens in the test, so a failure here never leaves later tests on fake time.
  afterEach(() => {
    vi.useRealTimers()
  })

  function timeline() {
    vi.useFakeTimers()
    const phases: ProgressPhase[] = []
    const timing = progressTiming((phase) => phases.push(phase), { delayMs: 200, finishMs: 400 })
    return { timing, phases }
  }

  it('never, for requests that complete within 200 ms', () => {
    const { timing, phases } = timeline()
    timing.update(1)
    vi.advanceTimersByTime(150)
    timing.update(0)
    vi.advanceTimersByTime(1_000)
    expect(phases).toEqual(['waiting', 'idle'])
  })

  it('after 200 ms, until the last request completes, then it finishes', () => {
    const { timing, phases } = timeline()
    timing.update(1)
    timing.update(2)
    vi.advanceTimersByTime(200)
    expect(phases.at(-1)).toBe('loading')
    timing.update(1)
    vi.advanceTimersByTime(5_000)
    expect(phases.at(-1)).toBe('loading')
    timing.update(0)
    expect(phases.at(-1)).toBe('finishing')
    vi.advanceTimersByTime(400)
    expect(phases).toEqual(['waiting', 'loading', 'finishing', 'idle'])
  })

  it('picks up again when a request starts while it finishes', () => {
    const { timing, phases } = timeline()
    timing.update(1)
    vi.advanceTimersByTime(200)
    timing.update(0)
    timing.update(1)
    vi.advanceTimersByTime(1_000)
    expect(phases).toEqual(['waiting', 'loading', 'finishing', 'loading'])
  })
})
