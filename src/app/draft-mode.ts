import { draftMode } from 'next/headers'
import {
  DEFAULT_PREVIEW_PERSPECTIVE,
  parsePreviewPerspective,
  PREVIEW_PERSPECTIVE_COOKIE,
  type PreviewPerspective,
} from '@/domain/preview-perspective'
import { isSiteRoute, type SiteRoute } from '@/domain/routes'
import { RequestCookiesToken } from '@/ports/request-cookies'
import { getContainer } from '@/container/container'

/* Draft mode as the routes see it (docs/draft-mode.md); the perspective lives in its own cookie. */

/** The site route a path names, or the home page for anything else (no open redirects). */
export function siteRouteOr(path: string | null | undefined, fallback: SiteRoute): SiteRoute {
  const pathname = path?.split(/[?#]/)[0] ?? ''
  return isSiteRoute(pathname) ? pathname : fallback
}

export async function isDraftMode(): Promise<boolean> {
  return (await draftMode()).isEnabled
}

/** Answers that turn draft mode on or off are never kept, by anyone. */
export const NOT_KEPT = { 'Cache-Control': 'private, no-store' }

/** A refusal, in JSON, never kept. */
export function refusal(message: string, status: number): Response {
  return Response.json({ message }, { status, headers: NOT_KEPT })
}

/** A redirect to a path on this site, relative so it holds behind any proxy. */
export function redirectTo(path: string): Response {
  return new Response(null, { status: 307, headers: { Location: path, ...NOT_KEPT } })
}

/**
 * The cookie's perspective, or the drafts. A cookie that names none (the site only writes checked
 * ones) throws InvalidPerspectiveError: the draft page shows the error page.
 */
export async function previewPerspective(): Promise<PreviewPerspective> {
  // Pages are prerendered (`dynamic = 'error'`): Next.js refuses `cookies()` in them, even when
  // draft mode has it render one for an editor, so the request's cookies come from the container.
  const kept = getContainer().get(RequestCookiesToken).get(PREVIEW_PERSPECTIVE_COOKIE)
  return kept === undefined ? DEFAULT_PREVIEW_PERSPECTIVE : parsePreviewPerspective(kept)
}
