export const FIRST_INPUT = ['scroll', 'wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/** Calls `callback` once, at the visitor's first input; returns a function that stops waiting. */
export function onFirstInput(callback: () => void): () => void {
  const stop = () => FIRST_INPUT.forEach((type) => window.removeEventListener(type, handle))
  const handle = () => {
    stop()
    callback()
  }
  FIRST_INPUT.forEach((type) => window.addEventListener(type, handle, { passive: true }))
  return stop
}
