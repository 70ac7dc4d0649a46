/**
 * A page's code that fails to load (a network blip, or a new release that replaced the files
 * the page asks for) is usually fixed by loading the page again. The site reloads once, and at
 * most once a minute: a second failure within 60 s is real. One rule for every piece of code
 * the site loads lazily, wherever it fails:
 * - a page's own code, during a client navigation: the error boundary (PageErrorView) reloads,
 *   or shows the error page;
 * - an effect's code (animation player, WebGL scene, scroll reveals): `loadOnDemand` reloads,
 *   or rejects, and the effect keeps its static fallback;
 * - anything else that fails and that no code catches: `recoverFromEscapedChunkErrors` reloads,
 *   or leaves the page as it is. Either way the failure is handled, not an uncaught error.
 */

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
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) return false
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

/**
 * Whether a reload is allowed now: the browser online (offline, the failure is the connection's,
 * and the page as it is beats the browser's error page), none in the last 60 s, and a place to
 * record this one.
 */
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

/**
 * Reloads the page for a chunk that failed to load, unless it already did so in the last 60 s.
 * Returns whether it is reloading; if not, the caller shows the error.
 */
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

/**
 * Whether this page comes from a reload for a chunk failure that has not been reported yet; if
 * so, it counts as reported from now on. The reload is reported by the page it brought, not the
 * one that failed: every path that reloads (above) then reports the same way, those that fail
 * before the page is interactive included, and nothing has to be sent while the page unloads.
 */
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

/**
 * Loads code on demand (`loadOnDemand(() => import('…'))`). If the code fails to load and the
 * page may reload, it reloads, and the promise never settles: the effect waits for the fresh
 * page rather than flashing its fallback. If it may not, the promise rejects with the failure
 * and the caller keeps its fallback.
 */
export function loadOnDemand<T>(load: () => Promise<T>, options: ReloadOptions = {}): Promise<T> {
  return load().catch((error: unknown) => {
    if (isChunkLoadError(error) && reloadForChunkError(options)) return new Promise<never>(noop)
    throw error
  })
}

/**
 * Chunk failures that no code catches (a rejected promise or a thrown error reaching the
 * window) follow the same rule: the page reloads if it may; if not, it stays as it is. Either
 * way the failure is handled, so the browser does not report it as uncaught. Other errors are
 * left alone. Returns a function that stops listening.
 */
export function recoverFromEscapedChunkErrors(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  options: ReloadOptions = {},
): () => void {
  const recover = (event: Event, error: unknown) => {
    if (!isChunkLoadError(error)) return
    event.preventDefault()
    reloadForChunkError(options)
  }
  const onRejection = (event: PromiseRejectionEvent) => recover(event, event.reason)
  const onError = (event: ErrorEvent) => recover(event, event.error)
  target.addEventListener('unhandledrejection', onRejection)
  target.addEventListener('error', onError)
  return () => {
    target.removeEventListener('unhandledrejection', onRejection)
    target.removeEventListener('error', onError)
  }
}

function noop() {}
