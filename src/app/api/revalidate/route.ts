import { revalidatePath } from 'next/cache'
import { getContainer } from '@/container/container'
import { NotFoundError, normaliseError } from '@/domain/errors'
import type { SiteRoute } from '@/domain/routes'
import { ContentRepositoryToken, type ContentRepository } from '@/ports/content-repository'
import { ContentWebhookToken } from '@/ports/content-webhook'
import { LoggerToken } from '@/ports/logger'

/**
 * The content service's publish webhook (POST, signed). It works out which pages show the
 * published documents, reading from the live API rather than the CDN, and regenerates exactly
 * those. Off (404) unless a webhook secret is configured.
 *
 * A page is only regenerated once its new content has been read successfully: while the content
 * service fails, the webhook answers 503 (the service sends it again later) and visitors keep the
 * last good page. Pages are regenerated right away rather than on the next visit, so that a
 * visitor never waits for, or suffers from, a regeneration. Should a webhook be lost, pages also
 * regenerate on their own every `revalidate` seconds (see the route files).
 */
export const dynamic = 'force-dynamic'

/** Publish notifications are small; anything larger is not one. */
const MAX_BODY_BYTES = 64 * 1024

export async function POST(request: Request): Promise<Response> {
  const container = getContainer()
  if (!container.isBound(ContentWebhookToken))
    return Response.json({ message: 'Not found' }, { status: 404 })
  const logger = container.get(LoggerToken).child({ component: 'revalidate' })

  const body = await request.text()
  if (body.length > MAX_BODY_BYTES) {
    return Response.json({ message: 'The webhook body is too large' }, { status: 413 })
  }
  try {
    const documentIds = await container
      .get(ContentWebhookToken)
      .publishedDocumentIds({ body, headers: request.headers })
    const repository = container.get(ContentRepositoryToken)
    const routes = await repository.contentPublished(documentIds)
    await readNewContent(repository, routes)
    for (const route of routes) revalidatePath(route)
    await Promise.all(routes.map((route) => regenerate(new URL(route, request.url))))
    logger.info('Regenerated pages after a publish', { documentIds, routes })
    return Response.json({ revalidated: routes })
  } catch (error) {
    const { message, statusCode } = normaliseError(error)
    logger.warn('Webhook not carried out', { statusCode, reason: message })
    return Response.json({ message }, { status: statusCode })
  }
}

/**
 * Reads what the pages will show; throws if the content service cannot answer. A page whose new
 * content is missing or invalid is regenerated anyway: it becomes a 404, as the content says.
 */
async function readNewContent(repository: ContentRepository, routes: SiteRoute[]) {
  await Promise.all([
    repository.getSiteSettings(),
    ...routes.map((route) =>
      repository.getPage(route).catch((error: unknown) => {
        if (!(error instanceof NotFoundError)) throw error
      }),
    ),
  ])
}

/** Asks for the page once, so the regeneration happens now, while the content is known good. */
async function regenerate(url: URL) {
  await fetch(url, { cache: 'no-store', headers: { 'user-agent': 'alts-revalidate' } }).then(
    (response) => response.arrayBuffer(),
  )
}
