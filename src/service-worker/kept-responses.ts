import type { SerwistPlugin } from 'serwist'

/**
 * Whether a response may be kept for later: not when it says no cache may keep it, as the pages
 * an editor sees in draft mode say (`Cache-Control: private, no-store`). They are the editor's
 * alone, and drafts: kept, they would come back offline, or to whoever uses the browser next.
 */
export function mayKeep(response: Response): boolean {
  const cacheControl = response.headers.get('Cache-Control') ?? ''
  return !/(?:^|,)\s*(?:no-store|private)\s*(?:,|$)/i.test(cacheControl)
}

/** Leaves out of the worker's caches every response that `mayKeep` refuses. */
export const keepOnlyKeepable: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (mayKeep(response) ? response : null),
}
