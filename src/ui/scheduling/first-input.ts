/** The first signs of a visitor using the page. */
export const FIRST_INPUT = ['scroll', 'wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * Calls `callback` once, at the visitor's first input (scroll, wheel, touch, key or pointer).
 * Returns a function that stops waiting for it.
 */
export function onFirstInput(callback: () => void): () => void {
  const stop = () => FIRST_INPUT.forEach((type) => window.removeEventListener(type, handle))
  const handle = () => {
    stop()
    callback()
  }
  FIRST_INPUT.forEach((type) => window.addEventListener(type, handle, { passive: true }))
  return stop
}
