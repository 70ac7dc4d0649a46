import { draftMode } from 'next/headers'
import { isSiteRoute, type SiteRoute } from '@/domain/routes'

/*
 * Draft mode, as the routes see it. An editor turns it on through a preview link from the CMS
 * (./api/draft-mode/enable checks its secret); from then on Next.js renders the pages they ask
 * for on demand, and they read the drafts (./content.ts) and bring the editors' tools
 * (./layout.tsx). Visitors' pages stay prerendered, and are the same, byte for byte.
 */

/** The site route a path names, or the home page for anything else (no open redirects). */
export function siteRouteOr(path: string | null | undefined, fallback: SiteRoute): SiteRoute {
  const pathname = path?.split(/[?#]/)[0] ?? ''
  return isSiteRoute(pathname) ? pathname : fallback
}

/** Whether this request is an editor's in draft mode; never while pages are prerendered. */
export async function isDraftMode(): Promise<boolean> {
  return (await draftMode()).isEnabled
}

/** Answers that turn draft mode on or off are never kept, by anyone. */
export const NOT_KEPT = { 'Cache-Control': 'private, no-store' }

/** A redirect to a path on this site, relative so it holds behind any proxy. */
export function redirectTo(path: string): Response {
  return new Response(null, { status: 307, headers: { Location: path, ...NOT_KEPT } })
}
