import { useBrowserValue } from '../../scheduling/use-browser-value'

function subscribe(onChange: () => void) {
  const listening = new AbortController()
  window.addEventListener('online', onChange, listening)
  window.addEventListener('offline', onChange, listening)
  return () => listening.abort()
}

function isOnline(): boolean {
  return navigator.onLine
}

/** Whether the browser has a network connection; rendered on the server as online. */
export function useOnline(): boolean {
  return useBrowserValue(subscribe, isOnline, true)
}
