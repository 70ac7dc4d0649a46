/** How long work put off until the browser is idle may wait, at most. */
export const IDLE_TIMEOUT_MS = 2_000

/** Where requestIdleCallback is missing (Safari): a short wait lets the page finish starting up. */
const WITHOUT_IDLE_CALLBACK_MS = 200

/** Runs `task` once the browser is idle (or after `timeoutMs`); returns what cancels it. */
export function whenIdle(task: () => void, { timeoutMs = IDLE_TIMEOUT_MS } = {}): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(task, Math.min(timeoutMs, WITHOUT_IDLE_CALLBACK_MS))
  return () => window.clearTimeout(handle)
}
