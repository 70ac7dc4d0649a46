import { after } from 'next/server'
import { PublishContent } from '@/application/publish-content'
import { readLimitedBody } from '@/app/limited-body'
import { getContainer } from '@/container/container'
import { normaliseError } from '@/domain/errors'
import { LoggerToken } from '@/ports/logger'

/**
 * The content service's publish webhook (POST, signed): the publish use case
 * (src/application/publish-content.ts) invalidates exactly the pages that show the published
 * documents, once their new content has been read. Off (404) unless a webhook secret is
 * configured. While the content service fails the webhook answers 503: the service sends it
 * again later, and visitors keep the last good pages. Should a webhook be lost, pages also
 * regenerate on their own every `revalidate` seconds (see the route files).
 *
 * Next.js applies the invalidation as the response ends; the pages are then rendered again
 * right after it, so that visitors find them ready rather than wait.
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
