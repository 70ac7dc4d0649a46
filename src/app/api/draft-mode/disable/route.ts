import { draftMode } from 'next/headers'
import { redirectTo, siteRouteOr } from '@/app/draft-mode'

/**
 * Leaves draft mode, back to the page named by `?route=` or, failing that, the page the editor
 * came from (the path of its Referer), or the home page. Only site routes are ever redirected to.
 */
export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  ;(await draftMode()).disable()
  const named = new URL(request.url).searchParams.get('route')
  return redirectTo(siteRouteOr(named ?? pathOf(request.headers.get('referer')), '/'))
}

function pathOf(url: string | null): string | null {
  if (!URL.canParse(url ?? '')) return null
  return new URL(url!).pathname
}
