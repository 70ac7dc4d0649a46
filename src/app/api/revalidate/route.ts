import { after } from 'next/server'
import { PublishContent } from '@/application/publish-content'
import { readLimitedBody } from '@/app/limited-body'
import { getContainer } from '@/container/container'
import { normaliseError } from '@/domain/errors'
import { LoggerToken } from '@/ports/logger'

/**
 * The content service's signed publish webhook (404 without a secret): invalidates the pages
 * that show the published documents, then renders them again after the response so that
 * visitors find them ready. While the content service fails it answers 503, to be sent again.
 */
export const dynamic = 'force-dynamic'

/** Publish notifications are small; anything larger is not one. */
const MAX_BODY_BYTES = 64 * 1024

export async function POST(request: Request): Promise<Response> {
  const container = getContainer()
  const publish = container.get(PublishContent)
  if (!publish.enabled) return Response.json({ message: 'Not found' }, { status: 404 })

  const body = await readLimitedBody(request, MAX_BODY_BYTES)
  if (body.tooLarge) {
    return Response.json({ message: 'The webhook body is too large' }, { status: 413 })
  }
  try {
    const routes = await publish.published({ body: body.text, headers: request.headers })
    after(() => publish.regenerate(routes))
    return Response.json({ revalidated: routes })
  } catch (error) {
    const { message, statusCode } = normaliseError(error)
    container
      .get(LoggerToken)
      .warn('Webhook not carried out', { component: 'revalidate', statusCode, reason: message })
    return Response.json({ message }, { status: statusCode })
  }
}
