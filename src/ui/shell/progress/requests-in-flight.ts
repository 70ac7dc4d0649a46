// The requests the visitor waits for (navigations, data fetches); the progress bar counts them.

type Listener = (count: number) => void

const listeners = new Set<Listener>()
let inFlight = 0
const navigations = new Set<() => void>()

function notify() {
  for (const listener of listeners) listener(inFlight)
}

export function requestsInFlight(): number {
  return inFlight
}

/** Counts one request in flight; call the returned function when it completes or fails. */
export function beginRequest(): () => void {
  inFlight++
  notify()
  let ended = false
  return () => {
    if (ended) return
    ended = true
    inFlight--
    notify()
  }
}

/** Counts a promise as a request in flight until it settles; returns it unchanged. */
export function trackRequest<T>(promise: Promise<T>): Promise<T> {
  const end = beginRequest()
  return promise.finally(end)
}

/** The address (path and query) of the page in place, once the first one has settled. */
let pageInPlace: string | undefined

/** A navigation began, until `navigationsSettled`; within the page in place, nothing loads. */
export function beginNavigation(address: string): void {
  if (address === pageInPlace) return
  navigations.add(beginRequest())
}

/** The page at `address` is in place, or the navigation failed: every navigation is over. */
export function navigationsSettled(address?: string): void {
  if (address !== undefined) pageInPlace = address
  for (const end of navigations) end()
  navigations.clear()
}

export function onRequestsInFlight(listener: Listener): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
