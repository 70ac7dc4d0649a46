import { getContainer } from '@/container/container'
import { normaliseError } from '@/domain/errors'
import { LoggerToken } from '@/ports/logger'
import { PreviewAccessToken } from '@/ports/preview-access'
import { siteContent } from '@/app/content'
import { redirectTo, refusal, siteRouteOr } from '@/app/draft-mode'
import { jarForNewPreview, startPreview } from '@/app/editor-cookies'
import { DEFAULT_PREVIEW_PERSPECTIVE, parsePreviewPerspective } from '@/domain/preview-perspective'

/** Turns draft mode on for a valid preview link from the Studio (docs/draft-mode.md). */
export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  const container = getContainer()
  if (!container.isBound(PreviewAccessToken)) return refusal('Not found', 404)
  const logger = container.get(LoggerToken).child({ component: 'draft-mode' })
  try {
    const grant = await container.get(PreviewAccessToken).grant(request.url)
    if (!grant) {
      logger.warn('Refused a preview link: its secret is missing, unknown or expired')
      return refusal('This preview link is not valid, or has expired: open the preview again', 401)
    }
    // Checked before draft mode is on: a link to a perspective the site cannot show does nothing.
    const drafts = siteContent().drafts!
    const perspective = await drafts.checked(
      grant.perspective === null
        ? DEFAULT_PREVIEW_PERSPECTIVE
        : parsePreviewPerspective(grant.perspective),
    )
    await startPreview(perspective, jarForNewPreview(request.headers))
    return redirectTo(siteRouteOr(grant.redirectTo, '/'))
  } catch (error) {
    const { message, statusCode } = normaliseError(error)
    logger.warn('Could not check a preview link', { statusCode, reason: message })
    return refusal(message, statusCode)
  }
}
