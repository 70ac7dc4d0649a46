import { redirectTo, siteRouteOr } from '@/app/draft-mode'
import { endPreview } from '@/app/editor-cookies'

/** Leaves draft mode, back to the site route `?route=` names, or the Referer's, or home. */
export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  await endPreview()
  const named = new URL(request.url).searchParams.get('route')
  return redirectTo(siteRouteOr(named ?? pathOf(request.headers.get('referer')), '/'))
}

function pathOf(url: string | null): string | null {
  if (!URL.canParse(url ?? '')) return null
  return new URL(url!).pathname
}
