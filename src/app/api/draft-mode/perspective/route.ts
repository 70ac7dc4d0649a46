import { siteContent } from '@/app/content'
import { isDraftMode, NOT_KEPT, refusal as refuse } from '@/app/draft-mode'
import { jarOfPreview, keepPreviewPerspective } from '@/app/editor-cookies'
import { normaliseError } from '@/domain/errors'
import { parsePreviewPerspective } from '@/domain/preview-perspective'

/** Follows the Presentation tool's perspective switcher, in draft mode and from own pages only. */
export const dynamic = 'force-dynamic'

export async function POST(request: Request): Promise<Response> {
  if (!sameOrigin(request)) return refuse('Only the site’s own pages may switch the preview', 403)
  const drafts = siteContent().drafts
  if (!drafts || !(await isDraftMode())) return refuse('Draft mode is not on', 403)
  const body: unknown = await request.json().catch(() => undefined)
  if (typeof body !== 'object' || body === null || !('perspective' in body))
    return refuse('Expected a JSON body { "perspective": … }', 400)
  try {
    const perspective = await drafts.checked(parsePreviewPerspective(body.perspective))
    await keepPreviewPerspective(perspective, await jarOfPreview())
    return new Response(null, { status: 204, headers: NOT_KEPT })
  } catch (error) {
    const { message, statusCode } = normaliseError(error)
    return refuse(message, statusCode)
  }
}

/** Browsers say where a POST comes from. */
function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin')
  const host = request.headers.get('host')
  return origin !== null && URL.canParse(origin) && new URL(origin).host === host
}
