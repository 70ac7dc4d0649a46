import { useBrowserValue } from '../../scheduling/use-browser-value'
import { REDUCED_MOTION_QUERY } from './settings'

function subscribe(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION_QUERY).matches
}

/** Whether the visitor asked for reduced motion; `true` until the browser has said otherwise. */
export function useReducedMotion(): boolean {
  return useBrowserValue(subscribe, prefersReducedMotion, true)
}
