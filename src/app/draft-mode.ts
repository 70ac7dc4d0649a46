import { cookies, draftMode } from 'next/headers'
import {
  DEFAULT_PREVIEW_PERSPECTIVE,
  parsePreviewPerspective,
  perspectiveName,
  PREVIEW_PERSPECTIVE_COOKIE,
  type PreviewPerspective,
} from '@/domain/preview-perspective'
import { isSiteRoute, type SiteRoute } from '@/domain/routes'
import { RequestCookiesToken } from '@/ports/request-cookies'
import { getContainer } from '@/container/container'

/*
 * Draft mode, as the routes see it. An editor turns it on through a preview link from the CMS
 * (./api/draft-mode/enable checks its secret); from then on Next.js renders the pages they ask
 * for on demand, and they read the drafts (./content.ts) and bring the editors' tools
 * (./layout.tsx). Visitors' pages stay prerendered, and are the same, byte for byte.
 *
 * Which version of the content a draft page shows (the drafts, a release, the published content)
 * is the perspective the Studio's Presentation tool asks for: in the preview link
 * (`sanity-preview-perspective`), then whenever the editor switches (./api/draft-mode/perspective).
 * It is kept in a cookie of its own, as Sanity's toolkits keep it; without one, the drafts.
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

/**
 * The perspective this editor's draft pages read: the cookie's, or the drafts. A cookie that
 * names no perspective (the site only ever writes checked ones) throws InvalidPerspectiveError, a
 * 400; the front refuses such requests before they get here (src/server/draft-requests.ts).
 */
export async function previewPerspective(): Promise<PreviewPerspective> {
  // Pages are prerendered (`dynamic = 'error'`): Next.js refuses `cookies()` in them, even when
  // draft mode has it render one for an editor, so the request's cookies come from the container.
  const kept = getContainer().get(RequestCookiesToken).get(PREVIEW_PERSPECTIVE_COOKIE)
  return kept === undefined ? DEFAULT_PREVIEW_PERSPECTIVE : parsePreviewPerspective(kept)
}

/**
 * Keeps the perspective for this editor's next draft pages. The cookie is the editor's own, sent
 * in the Studio's frame too (a third-party context, hence SameSite=None and Secure, which
 * browsers allow on http://localhost as well).
 */
export async function keepPreviewPerspective(perspective: PreviewPerspective): Promise<void> {
  ;(await cookies()).set(PREVIEW_PERSPECTIVE_COOKIE, perspectiveName(perspective), {
    httpOnly: true,
    path: '/',
    sameSite: 'none',
    secure: true,
  })
}
