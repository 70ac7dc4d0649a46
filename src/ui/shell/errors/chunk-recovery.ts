/**
 * A page's code that fails to load (a network blip, or a new release that replaced the files
 * the page asks for) is usually fixed by loading the page again. The site reloads once, and at
 * most once a minute: a second failure within 60 s is real, and shows the error page instead.
 */

const RELOADED_AT_KEY = 'alts:chunk-reload-at'
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
  reload?: () => void
}

/** Whether a reload is allowed now: none in the last 60 s, and a place to record this one. */
export function chunkReloadAllowed({
  storage,
  now = Date.now(),
}: Omit<ReloadOptions, 'reload'> = {}): boolean {
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
  reload = () => location.reload(),
}: ReloadOptions = {}): boolean {
  if (!chunkReloadAllowed({ storage, now })) return false
  try {
    ;(storage ?? sessionStorage).setItem(RELOADED_AT_KEY, String(now))
  } catch {
    return false
  }
  reload()
  return true
}
