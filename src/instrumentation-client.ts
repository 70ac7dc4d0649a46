import { recoverFromEscapedChunkErrors } from '@/ui/shell/errors/chunk-recovery'
import { beginNavigation } from '@/ui/shell/progress/requests-in-flight'

/* Runs in the browser before the site hydrates. */

// From the first moment, code that fails to load and that nothing catches reloads the page
// once (see chunk-recovery.ts), instead of leaving an uncaught error.
recoverFromEscapedChunkErrors(window)

/**
 * Next.js calls `onRouterTransitionStart` when a client-side navigation begins (links, back and
 * forward); the progress bar counts it until the new page is in place.
 */
export function onRouterTransitionStart(url: string): void {
  const { pathname, search } = new URL(url, location.href)
  beginNavigation(`${pathname}${search}`)
}
