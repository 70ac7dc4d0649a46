/** How long work put off until the browser is idle may wait, at most. */
export const IDLE_TIMEOUT_MS = 2_000

/** Where requestIdleCallback is missing (Safari): a short wait lets the page finish starting up. */
const WITHOUT_IDLE_CALLBACK_MS = 200

/**
 * Runs `task` in a task of its own once the browser has nothing more urgent to do (after the page
 * has hydrated and painted), or after `timeoutMs` at the latest. Returns a function that cancels
 * it if it has not run yet. Work that the first screen does not need waits here, so that it never
 * lengthens the tasks that hydrate the page.
 */
export function whenIdle(task: () => void, { timeoutMs = IDLE_TIMEOUT_MS } = {}): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(task, Math.min(timeoutMs, WITHOUT_IDLE_CALLBACK_MS))
  return () => window.clearTimeout(handle)
}
