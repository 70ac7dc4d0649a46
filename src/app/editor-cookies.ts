import { cookies, draftMode } from 'next/headers'
import { DRAFT_MODE_COOKIE } from '@/container/draft-mode-cookie'
import {
  perspectiveName,
  PREVIEW_PERSPECTIVE_COOKIE,
  type PreviewPerspective,
} from '@/domain/preview-perspective'

/*
 * Where an editor's preview cookies live (docs/draft-mode.md). The hosted Studio frames the site
 * from another site; there Safari, and Firefox with strict tracking protection, keep only
 * partitioned third-party cookies (CHIPS), as does Chromium where third-party cookies are off.
 * So a preview that starts in a cross-site frame keeps its cookies partitioned, `Partitioned;
 * Secure; SameSite=None`, and every other one first-party.
 */

export type CookieJar = 'partitioned' | 'first-party'

/**
 * Sent, partitioned, with the cookies of a preview started in a cross-site frame: later requests
 * from that frame (a perspective switch, the way out) carry it, since only it sees the partition,
 * and keep their cookies there too. Fetch Metadata cannot tell: the frame's own requests are
 * same-origin.
 */
const PARTITIONED_PREVIEW = 'alts-preview-partitioned'

/** The jar for a preview starting now: the Studio's frame navigating to the site from another site. */
export function jarForNewPreview(headers: Headers): CookieJar {
  const framed = headers.get('sec-fetch-dest') === 'iframe'
  return framed && headers.get('sec-fetch-site') === 'cross-site' ? 'partitioned' : 'first-party'
}

/** The jar of the preview a request belongs to: where it was started. */
export async function jarOfPreview(): Promise<CookieJar> {
  return (await cookies()).has(PARTITIONED_PREVIEW) ? 'partitioned' : 'first-party'
}

/** An editor's cookie: sent in the Studio's frame too (third-party), HTTP-only; fine on localhost. */
function editorCookie(jar: CookieJar) {
  return {
    httpOnly: true,
    path: '/',
    sameSite: 'none' as const,
    secure: true,
    ...(jar === 'partitioned' && { partitioned: true }),
  }
}

/** Turns draft mode on, in `jar`, previewing `perspective`. */
export async function startPreview(perspective: PreviewPerspective, jar: CookieJar): Promise<void> {
  ;(await draftMode()).enable()
  const store = await cookies()
  if (jar === 'partitioned') {
    // Next.js has just set its cookie first-party; the same value again, partitioned.
    const bypass = store.get(DRAFT_MODE_COOKIE)
    if (bypass) store.set(DRAFT_MODE_COOKIE, bypass.value, editorCookie(jar))
    store.set(PARTITIONED_PREVIEW, '1', editorCookie(jar))
  }
  await keepPreviewPerspective(perspective, jar)
}

export async function keepPreviewPerspective(
  perspective: PreviewPerspective,
  jar: CookieJar,
): Promise<void> {
  const store = await cookies()
  store.set(PREVIEW_PERSPECTIVE_COOKIE, perspectiveName(perspective), editorCookie(jar))
}

/** Turns draft mode off in the jar the preview was started in. */
export async function endPreview(): Promise<void> {
  const jar = await jarOfPreview()
  ;(await draftMode()).disable()
  const store = await cookies()
  const gone = { ...editorCookie(jar), expires: new Date(0) }
  if (jar === 'partitioned') {
    store.set(DRAFT_MODE_COOKIE, '', gone)
    store.set(PARTITIONED_PREVIEW, '', gone)
  }
  store.set(PREVIEW_PERSPECTIVE_COOKIE, '', gone)
}
