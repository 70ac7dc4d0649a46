import { describe, expect, it, vi } from 'vitest'

/** A stand-in for the browser's frames: `frame(time)` runs what was requested for it. */
function fakeFrames() {
  let requests = new Map<number, FrameRequestCallback>()
  let next = 1
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    requests.set(next, callback)
    return next++
  })
  vi.stubGlobal('cancelAnimationFrame', (id: number) => requests.delete(id))
  return {
    frame(timeMs: number) {
      const due = requests
      requests = new Map()
      for (const callback of due.values()) callback(timeMs)
    },
    pending: () => requests.size,
  }
}

/** A stand-in for GSAP's ticker: seconds since it started, its own frames. */
function fakeTicker(startedAtMs: number) {
  const listeners: ((time: number) => void)[] = []
  const ticker = {
    time: 0,
    lagSmoothing: vi.fn(),
    add: (listener: (time: number) => void) => listeners.push(listener),
    tick(nowMs: number) {
      ticker.time = (nowMs - startedAtMs) / 1000
      for (const listener of listeners) listener(ticker.time)
    },
  }
  return ticker
}

async function freshFrameLoop() {
  vi.resetModules()
  return import('@/ui/effects/motion/frame-loop')
}

describe('the frame loop shared by smooth scrolling and GSAP', () => {
  it('runs its callbacks on animation frames until they are removed', async () => {
    const frames = fakeFrames()
    const { addFrameCallback } = await freshFrameLoop()
    const times: number[] = []
    const stop = addFrameCallback((time) => times.push(time))
    frames.frame(16)
    frames.frame(33)
    stop()
    frames.frame(50)
    expect(times).toEqual([16, 33])
    expect(frames.pending()).toBe(0)
  })

  it('hands over to the ticker without the clock running backwards', async () => {
    const frames = fakeFrames()
    const { addFrameCallback, driveWithTicker } = await freshFrameLoop()
    const times: number[] = []
    addFrameCallback((time) => times.push(time))
    frames.frame(1_000)
    frames.frame(1_016)

    // GSAP started just now; its clock reads seconds from its own start.
    vi.spyOn(performance, 'now').mockReturnValue(1_020)
    const ticker = fakeTicker(1_020)
    driveWithTicker(ticker)
    expect(frames.pending()).toBe(0)
    ticker.tick(1_036)
    ticker.tick(1_052)

    expect(times).toEqual([1_000, 1_016, 1_036, 1_052])
    expect(ticker.lagSmoothing).toHaveBeenCalledWith(0)
  })
})
