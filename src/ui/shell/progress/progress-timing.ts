// The progress bar shows once requests have been in flight for `delayMs` (no flicker).

export type ProgressPhase = 'idle' | 'waiting' | 'loading' | 'finishing'

export interface ProgressTiming {
  /** Called with every change in the number of requests in flight. */
  update(inFlight: number): void
  dispose(): void
}

interface Timers {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export function progressTiming(
  onPhase: (phase: ProgressPhase) => void,
  { delayMs = 200, finishMs = 400, timers = globalThis as Timers } = {},
): ProgressTiming {
  let phase: ProgressPhase = 'idle'
  let timer: unknown

  const enter = (next: ProgressPhase) => {
    if (next === phase) return
    phase = next
    onPhase(next)
  }
  const schedule = (ms: number, next: ProgressPhase) => {
    timers.clearTimeout(timer)
    timer = timers.setTimeout(() => enter(next), ms)
  }

  return {
    update(inFlight) {
      if (inFlight > 0) {
        if (phase === 'idle') {
          enter('waiting')
          schedule(delayMs, 'loading')
        } else if (phase === 'finishing') {
          timers.clearTimeout(timer)
          enter('loading')
        }
      } else if (phase === 'waiting') {
        // Done before the bar was due: it never shows.
        timers.clearTimeout(timer)
        enter('idle')
      } else if (phase === 'loading') {
        enter('finishing')
        schedule(finishMs, 'idle')
      }
    },
    dispose() {
      timers.clearTimeout(timer)
    },
  }
}
