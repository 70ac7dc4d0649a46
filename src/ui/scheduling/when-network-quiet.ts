/** How long the page must have finished no request before work that would compete with it starts. */
export const NETWORK_QUIET_MS = 2_000

/** However busy the page stays (a video streaming, a visitor scrolling through images), at most this. */
export const NETWORK_QUIET_AT_MOST_MS = 30_000

interface QuietOptions {
  quietMs?: number
  atMostMs?: number
}

/** Runs `task` once the page's requests have been quiet for `quietMs`, or after `atMostMs`. */
export function whenNetworkQuiet(
  task: () => void,
  { quietMs = NETWORK_QUIET_MS, atMostMs = NETWORK_QUIET_AT_MOST_MS }: QuietOptions = {},
): () => void {
  const since = performance.now()
  let lastFinished = since
  const finishes =
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('resource')
      ? new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries())
            lastFinished = Math.max(lastFinished, entry.startTime + entry.duration)
        })
      : undefined
  finishes?.observe({ type: 'resource' })

  let timer: number | undefined
  const check = () => {
    const now = performance.now()
    const quietFor = now - lastFinished
    const waited = now - since
    if (quietFor >= quietMs || waited >= atMostMs) {
      finishes?.disconnect()
      task()
      return
    }
    timer = window.setTimeout(check, Math.min(quietMs - quietFor, atMostMs - waited))
  }
  timer = window.setTimeout(check, quietMs)
  return () => {
    window.clearTimeout(timer)
    finishes?.disconnect()
  }
}
