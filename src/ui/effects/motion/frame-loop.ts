// One frame loop for all motion, so smooth scrolling and GSAP tweens never drift apart.

type FrameCallback = (timeMs: number) => void

interface Ticker {
  time: number
  add(callback: (time: number) => void): void
  lagSmoothing(threshold: number): void
}

const callbacks = new Set<FrameCallback>()
let frameRequest: number | undefined
let drivenByTicker = false

function onFrame(timeMs: number) {
  for (const callback of callbacks) callback(timeMs)
  frameRequest = callbacks.size > 0 && !drivenByTicker ? requestAnimationFrame(onFrame) : undefined
}

export function addFrameCallback(callback: FrameCallback): () => void {
  callbacks.add(callback)
  if (!drivenByTicker && frameRequest === undefined) frameRequest = requestAnimationFrame(onFrame)
  return () => void callbacks.delete(callback)
}

/** Hands the loop to GSAP's ticker (seconds), so scrolling and tweens share its frames. */
export function driveWithTicker(ticker: Ticker): void {
  if (drivenByTicker) return
  drivenByTicker = true
  if (frameRequest !== undefined) cancelAnimationFrame(frameRequest)
  frameRequest = undefined
  // The ticker counts seconds from its own start, the frame loop milliseconds from the page's:
  // carry the clock across, or smooth scrolling sees time run backwards and flies off.
  const offsetMs = performance.now() - ticker.time * 1000
  ticker.add((time) => {
    for (const callback of callbacks) callback(time * 1000 + offsetMs)
  })
  // Lag smoothing would make the scroll position jump after a slow frame.
  ticker.lagSmoothing(0)
}
