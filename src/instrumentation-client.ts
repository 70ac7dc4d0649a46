import { beginNavigation } from '@/ui/shell/progress/requests-in-flight'

/**
 * Runs in the browser before the site hydrates. Next.js calls `onRouterTransitionStart` when a
 * client-side navigation begins (links, back and forward); the progress bar counts it until the
 * new page is in place.
 */
export function onRouterTransitionStart(url: string): void {
  const { pathname, search } = new URL(url, location.href)
  beginNavigation(`${pathname}${search}`)
}
