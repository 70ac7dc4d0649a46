import { useSyncExternalStore } from 'react'
import { REDUCED_MOTION_QUERY } from './settings'

function subscribe(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/**
 * Whether the visitor asked for reduced motion. Rendered on the server as `true`, so that no
 * motion starts before the browser has said otherwise.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(REDUCED_MOTION_QUERY).matches,
    () => true,
  )
}
