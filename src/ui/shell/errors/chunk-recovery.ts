// Code that fails to load reloads the page, at most once a minute (see docs/motion.md).

const RELOADED_AT_KEY = 'alts:chunk-reload-at'
const REPORTED_AT_KEY = 'alts:chunk-reload-reported-at'
export const CHUNK_RELOAD_INTERVAL_MS = 60_000

const CHUNK_FAILURE = new RegExp(
  [
    'Failed to load chunk',
    'Loading (CSS )?chunk [\\w-]+ failed',
    'Failed to fetch dynamically imported module',
    'error loading dynamically imported module',
    'Importing a module script failed',
  ].join('|'),
  'i',
)

/** Whether an error says that part of the site's code could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_FAILURE.test(message))
}

interface ReloadOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem'>
  now?: number
  /** Whether the browser is online; a reload while it is not brings only the browser's error page. */
  online?: boolean
  reload?: () => void
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false

/** Whether a reload is allowed: online, none in the last minute, and storage to record it. */
export function chunkReloadAllowed({
  storage,
  now = Date.now(),
  online = browserOnline(),
}: Omit<ReloadOptions, 'reload'> = {}): boolean {
  if (!online) return false
  try {
    const last = Number((storage ?? sessionStorage).getItem(RELOADED_AT_KEY))
    return !(last > 0 && now - last < CHUNK_RELOAD_INTERVAL_MS)
  } catch {
    // Storage unavailable: without a record the site could reload forever, so it does not.
    return false
  }
}

/** Reloads the page for a chunk that failed to load, if allowed; returns whether it did. */
export function reloadForChunkError({
  storage,
  now = Date.now(),
  online = browserOnline(),
  reload = () => location.reload(),
}: ReloadOptions = {}): boolean {
  if (!chunkReloadAllowed({ storage, now, online })) return false
  try {
    ;(storage ?? sessionStorage).setItem(RELOADED_AT_KEY, String(now))
  } catch {
    return false
  }
  reload()
  return true
}

/** Whether this page comes from a chunk reload not yet reported; from now on it is. */
export function takeUnreportedChunkReload({
  storage,
  now = Date.now(),
}: Omit<ReloadOptions, 'reload'> = {}): boolean {
  try {
    const store = storage ?? sessionStorage
    const reloadedAt = store.getItem(RELOADED_AT_KEY)
    const at = Number(reloadedAt)
    if (!(at > 0 && now - at < CHUNK_RELOAD_INTERVAL_MS)) return false
    if (store.getItem(REPORTED_AT_KEY) === reloadedAt) return false
    store.setItem(REPORTED_AT_KEY, reloadedAt!)
    return true
  } catch {
    return false
  }
}

/** Loads code on demand; if it fails and the page reloads, the promise never settles. */
export function loadOnDemand<T>(load: () => Promise<T>, options: ReloadOptions = {}): Promise<T> {
  return load().catch((error: unknown) => {
    if (isChunkLoadError(error) && reloadForChunkError(options)) return new Promise<never>(() => {})
    throw error
  })
}

/** Chunk failures reaching the window reload the page if they may; handled either way. */
export function recoverFromEscapedChunkErrors(
  target: Pick<Window, 'addEventListener'>,
  options: ReloadOptions = {},
): () => void {
  const recover = (event: Event, error: unknown) => {
    if (!isChunkLoadError(error)) return
    event.preventDefault()
    reloadForChunkError(options)
  }
  const listening = new AbortController()
  target.addEventListener('unhandledrejection', (event) => recover(event, event.reason), listening)
  target.addEventListener('error', (event) => recover(event, event.error), listening)
  return () => listening.abort()
}
