import { useBrowserValue } from '../../scheduling/use-browser-value'

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

function isOnline(): boolean {
  return navigator.onLine
}

/** Whether the browser has a network connection; rendered on the server as online. */
export function useOnline(): boolean {
  return useBrowserValue(subscribe, isOnline, true)
}
