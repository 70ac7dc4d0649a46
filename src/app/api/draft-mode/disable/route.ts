import { cookies, draftMode } from 'next/headers'
import { redirectTo, siteRouteOr } from '@/app/draft-mode'
import { PREVIEW_PERSPECTIVE_COOKIE } from '@/domain/preview-perspective'

/**
 * Leaves draft mode (and forgets the previewed perspective), back to the page named by `?route=` or, failing that, the page the editor
 * came from (the path of its Referer), or the home page. Only site routes are ever redirected to.
 */
export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  ;(await draftMode()).disable()
  // The next preview starts from the perspective its link names.
  ;(await cookies()).delete(PREVIEW_PERSPECTIVE_COOKIE)
  const named = new URL(request.url).searchParams.get('route')
  return redirectTo(siteRouteOr(named ?? pathOf(request.headers.get('referer')), '/'))
}

function pathOf(url: string | null): string | null {
  if (!URL.canParse(url ?? '')) return null
  return new URL(url!).pathname
}
