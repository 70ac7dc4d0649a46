// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FIRST_INPUT, onFirstInput } from '@/ui/scheduling/first-input'
import { boxInSight, type FootCover, isInSight, watchInSight } from '@/ui/scheduling/in-sight'
import { nextTask } from '@/ui/scheduling/next-task'
import { IDLE_TIMEOUT_MS, whenIdle } from '@/ui/scheduling/when-idle'
import { whenNear } from '@/ui/scheduling/when-near'
import {
  NETWORK_QUIET_AT_MOST_MS,
  NETWORK_QUIET_MS,
  whenNetworkQuiet,
} from '@/ui/scheduling/when-network-quiet'

afterEach(() => {
  vi.useRealTimers()
})

describe('whenIdle', () => {
  it('asks the browser for an idle moment, no later than the timeout, and can be cancelled', () => {
    const callbacks = new Map<number, IdleRequestCallback>()
    const requestIdleCallback = vi.fn((callback: IdleRequestCallback) => {
      callbacks.set(7, callback)
      return 7
    })
    const cancelIdleCallback = vi.fn((handle: number) => callbacks.delete(handle))
    vi.stubGlobal('requestIdleCallback', requestIdleCallback)
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback)
    const task = vi.fn()

    const cancel = whenIdle(task)
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: IDLE_TIMEOUT_MS,
    })
    expect(task).not.toHaveBeenCalled()
    callbacks.get(7)!({ didTimeout: false, timeRemaining: () => 10 })
    expect(task).toHaveBeenCalledOnce()

    whenIdle(task, { timeoutMs: 500 })
    expect(requestIdleCallback).toHaveBeenLastCalledWith(expect.any(Function), { timeout: 500 })
    cancel()
    expect(cancelIdleCallback).toHaveBeenCalledWith(7)
  })

  it('without requestIdleCallback (Safari), waits a moment instead', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    const task = vi.fn()
    whenIdle(task)
    vi.advanceTimersByTime(199)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledOnce()

    const cancelled = vi.fn()
    whenIdle(cancelled)()
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS)
    expect(cancelled).not.toHaveBeenCalled()
  })
})

describe('nextTask', () => {
  it('resolves after the current task, not within it', async () => {
    vi.stubGlobal('scheduler', undefined)
    const order: string[] = []
    const yielded = nextTask().then(() => order.push('next task'))
    await Promise.resolve()
    order.push('same task')
    await yielded
    expect(order).toEqual(['same task', 'next task'])
  })

  it('uses scheduler.yield() where the browser has it', async () => {
    const yieldToMain = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: yieldToMain })
    await nextTask()
    expect(yieldToMain).toHaveBeenCalledOnce()
  })
})

describe('onFirstInput', () => {
  it('calls back once, at whichever input comes first, and stops listening', () => {
    const callback = vi.fn()
    onFirstInput(callback)
    window.dispatchEvent(new Event('keydown'))
    window.dispatchEvent(new Event('wheel'))
    expect(callback).toHaveBeenCalledOnce()
  })

  it('listens to every kind of first input, and can stop waiting', () => {
    for (const type of FIRST_INPUT) {
      const callback = vi.fn()
      const stop = onFirstInput(callback)
      window.dispatchEvent(new Event(type))
      expect(callback).toHaveBeenCalledOnce()
      stop()
    }
    const never = vi.fn()
    onFirstInput(never)()
    window.dispatchEvent(new Event('pointerdown'))
    expect(never).not.toHaveBeenCalled()
  })
})

describe('whenNear', () => {
  /** A stand-in for IntersectionObserver: the test says when the element comes near. */
  class FakeObserver {
    static last: FakeObserver | undefined
    observed: Element[] = []
    disconnected = false
    constructor(
      readonly callback: (entries: { isIntersecting: boolean }[]) => void,
      readonly options: { rootMargin?: string },
    ) {
      FakeObserver.last = this
    }
    observe(element: Element) {
      this.observed.push(element)
    }
    disconnect() {
      this.disconnected = true
    }
  }

  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('runs the task once, the first time the element comes within the margin', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    const element = document.createElement('div')
    const task = vi.fn()
    whenNear(element, '300px', task)
    const observer = FakeObserver.last!
    expect(observer.options.rootMargin).toBe('300px')
    expect(observer.observed).toEqual([element])
    observer.callback([{ isIntersecting: false }])
    expect(task).not.toHaveBeenCalled()
    observer.callback([{ isIntersecting: true }])
    expect(task).toHaveBeenCalledTimes(1)
    expect(observer.disconnected).toBe(true)
  })

  it('can stop waiting before the element comes near', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    const task = vi.fn()
    const stop = whenNear(document.createElement('div'), '300px', task)
    stop()
    expect(FakeObserver.last!.disconnected).toBe(true)
  })
})

describe('watchInSight', () => {
  const screen = { height: 800 } as DOMRectReadOnly
  /** What an IntersectionObserver tells of an element `height` tall with `shown` of it on screen. */
  const sighting = (
    height: number,
    shown: number,
    rootBounds: DOMRectReadOnly | null = screen,
  ) => ({
    isIntersecting: shown > 0,
    intersectionRatio: shown / height,
    intersectionRect: { height: shown } as DOMRectReadOnly,
    rootBounds,
  })

  it('counts half of an element on screen as in sight, a sliver as not', () => {
    expect(isInSight(sighting(366, 123))).toBe(false)
    expect(isInSight(sighting(366, 183))).toBe(true)
    expect(isInSight(sighting(366, 0))).toBe(false)
  })

  it('counts one over twice the screen tall in sight once it fills half the screen', () => {
    expect(isInSight(sighting(2000, 300))).toBe(false)
    expect(isInSight(sighting(2000, 400))).toBe(true)
    // In a frame of another origin only the share of the element is told.
    expect(isInSight(sighting(2000, 400, null))).toBe(false)
  })

  it('asks to hear at every tenth up to half, and says each change once', () => {
    let callback: (entries: ReturnType<typeof sighting>[]) => void = () => undefined
    let threshold: number[] = []
    const disconnect = vi.fn()
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(told: typeof callback, options: { threshold: number[] }) {
          callback = told
          threshold = options.threshold
        }
        observe() {}
        disconnect = disconnect
      },
    )
    const changed = vi.fn()
    const stop = watchInSight(document.createElement('div'), changed)
    expect(threshold).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5])
    callback([sighting(366, 40)])
    callback([sighting(366, 80)])
    callback([sighting(366, 200)])
    callback([sighting(366, 366)])
    callback([sighting(366, 0)])
    expect(changed.mock.calls).toEqual([[false], [true], [false]])
    stop()
    expect(disconnect).toHaveBeenCalledOnce()
    vi.unstubAllGlobals()
  })

  it('counts a box on a screen by the same rule', () => {
    // 100 px of a 366 px hero above the foot of an 800 px screen: a sliver; 200 px: half of it.
    expect(boxInSight(700, 366, 800)).toBe(isInSight(sighting(366, 100)))
    expect(boxInSight(600, 366, 800)).toBe(isInSight(sighting(366, 200)))
    expect(boxInSight(-100, 200, 800)).toBe(true)
    expect(boxInSight(900, 200, 800)).toBe(false)
    // Over twice the screen tall: half the screen filled by it.
    expect(boxInSight(500, 2000, 800)).toBe(isInSight(sighting(2000, 300)))
    expect(boxInSight(400, 2000, 800)).toBe(isInSight(sighting(2000, 400)))
  })

  it('leaves out what a panel at the foot covers, and says at once when one comes over it', () => {
    const margins: string[] = []
    let report: (entries: ReturnType<typeof sighting>[]) => void = () => undefined
    const disconnect = vi.fn()
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(told: typeof report, options: { rootMargin: string }) {
          report = told
          margins.push(options.rootMargin)
        }
        observe() {}
        disconnect = disconnect
      },
    )
    // A hero 366 px tall whose top is 300 px above the foot of the window: in sight.
    const element = document.createElement('div')
    element.getBoundingClientRect = () => ({ top: innerHeight - 300, height: 366 }) as DOMRect
    let covered = 0
    let coverChanged = () => undefined as void
    const stopHearing = vi.fn()
    const cover: FootCover = {
      over: () => covered,
      onChange: (listener) => {
        coverChanged = listener
        return stopHearing
      },
    }
    const changed = vi.fn()
    const stop = watchInSight(element, changed, cover)
    expect(margins).toEqual(['0px 0px 0px 0px'])
    report([sighting(366, 300)])
    expect(changed.mock.calls).toEqual([[true]])

    // The question comes over the foot: a new observer watches the window above it, and the
    // hero is out of sight now, not at that observer's first report.
    covered = 364
    coverChanged()
    expect(margins).toEqual(['0px 0px 0px 0px', '0px 0px -364px 0px'])
    expect(changed.mock.calls).toEqual([[true], [false]])
    // The same band again: nothing to observe anew.
    coverChanged()
    expect(margins).toHaveLength(2)

    // Answered, the panel goes: the window's foot is watched again, and its observer tells.
    covered = 0
    coverChanged()
    expect(margins).toHaveLength(3)
    report([sighting(366, 300)])
    expect(changed.mock.calls).toEqual([[true], [false], [true]])
    stop()
    expect(stopHearing).toHaveBeenCalledOnce()
    expect(disconnect).toHaveBeenCalledTimes(3)
    vi.unstubAllGlobals()
  })
})

describe('whenNetworkQuiet', () => {
  /** A stand-in for PerformanceObserver: the test says when a request of the page finishes. */
  class FakeResourceObserver {
    static supportedEntryTypes = ['resource']
    static last: FakeResourceObserver | undefined
    observing = false
    constructor(readonly callback: (list: { getEntries(): PerformanceEntry[] }) => void) {
      FakeResourceObserver.last = this
    }
    observe({ type }: { type: string }) {
      this.observing = type === 'resource'
    }
    disconnect() {
      this.observing = false
    }
    /** A request that started `startedAgo` ms ago has just finished. */
    finish(startedAgo = 300) {
      const now = performance.now()
      this.callback({
        getEntries: () => [
          { startTime: now - startedAgo, duration: startedAgo } as PerformanceEntry,
        ],
      })
    }
  }

  /** The page's clock as well as its timers: the waiting is measured with performance.now(). */
  const useFakeClock = () =>
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })

  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('runs the task once no request has finished for the quiet time', () => {
    useFakeClock()
    vi.stubGlobal('PerformanceObserver', FakeResourceObserver)
    const task = vi.fn()
    whenNetworkQuiet(task)
    const requests = FakeResourceObserver.last!
    expect(requests.observing).toBe(true)

    vi.advanceTimersByTime(NETWORK_QUIET_MS / 2)
    requests.finish()
    vi.advanceTimersByTime(NETWORK_QUIET_MS - 1)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledOnce()
    expect(requests.observing).toBe(false)
    vi.advanceTimersByTime(NETWORK_QUIET_AT_MOST_MS)
    expect(task).toHaveBeenCalledOnce()
  })

  it('runs the task at the longest wait, however busy the page stays', () => {
    useFakeClock()
    vi.stubGlobal('PerformanceObserver', FakeResourceObserver)
    const task = vi.fn()
    whenNetworkQuiet(task, { quietMs: 1_000, atMostMs: 5_000 })
    for (let waited = 0; waited < 4_500; waited += 500) {
      vi.advanceTimersByTime(500)
      FakeResourceObserver.last!.finish(100)
    }
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(500)
    expect(task).toHaveBeenCalledOnce()
  })

  it('can stop waiting, and waits the quiet time where resource timing is missing', () => {
    useFakeClock()
    vi.stubGlobal('PerformanceObserver', FakeResourceObserver)
    const stopped = vi.fn()
    whenNetworkQuiet(stopped)()
    expect(FakeResourceObserver.last!.observing).toBe(false)
    vi.advanceTimersByTime(NETWORK_QUIET_AT_MOST_MS)
    expect(stopped).not.toHaveBeenCalled()

    vi.stubGlobal('PerformanceObserver', undefined)
    const task = vi.fn()
    whenNetworkQuiet(task)
    vi.advanceTimersByTime(NETWORK_QUIET_MS)
    expect(task).toHaveBeenCalledOnce()
  })
})
