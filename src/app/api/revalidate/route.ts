import { revalidatePath } from 'next/cache'
import { after } from 'next/server'
import { getContainer } from '@/container/container'
import { normaliseError } from '@/domain/errors'
import { ContentRepositoryToken } from '@/ports/content-repository'
import { ContentWebhookToken } from '@/ports/content-webhook'
import { LoggerToken, type Logger } from '@/ports/logger'
import { readContentFor } from '@/app/content'
import { sharingImagePath } from '@/app/sharing-card'

/**
 * The content service's publish webhook (POST, signed). It works out which pages show the
 * published documents, reading from the live API rather than the CDN, and regenerates exactly
 * those. Off (404) unless a webhook secret is configured.
 *
 * A page is only invalidated once its new content has been read successfully: while the content
 * service fails, the webhook answers 503 (the service sends it again later) and visitors keep the
 * last good page. Should a webhook be lost, pages also regenerate on their own every `revalidate`
 * seconds (see the route files).
 *
 * Next.js applies the invalidation as the webhook's response ends, and from then on the page is
 * out of the cache: the first visit renders it again and every visit meanwhile waits for that
 * render. So the webhook asks for each page itself right after answering, and visitors find them
 * ready rather than wait. Should the content service fail in between (after the new content was
 * read, before a page is rendered again), the page is rendered from the content just read (see
 * src/app/content.ts) rather than become an error page for visitors.
 */
export const dynamic = 'force-dynamic'

/** Publish notifications are small; anything larger is not one. */
const MAX_BODY_BYTES = 64 * 1024

/** Longer than a page render may take (Next.js allows 60 s). */
const REGENERATION_TIMEOUT_MS = 90_000

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
    const routes = await container.get(ContentRepositoryToken).contentPublished(documentIds)
    // A page whose new content is missing or invalid is regenerated too: it becomes a 404.
    await readContentFor(routes)
    for (const route of routes) revalidatePath(route)
    // What carries the pages' content beside them: their sharing images and the sitemap's dates.
    for (const route of routes) revalidatePath(sharingImagePath(route))
    if (routes.length > 0) revalidatePath('/sitemap.xml')
    after(() => regenerate(routes, new URL(request.url), logger))
    logger.info('Invalidated pages after a publish', { documentIds, routes })
    return Response.json({ revalidated: routes })
  } catch (error) {
    const { message, statusCode } = normaliseError(error)
    logger.warn('Webhook not carried out', { statusCode, reason: message })
    return Response.json({ message }, { status: statusCode })
  }
}

/** Asks for each page once, so that it is rendered now rather than when a visitor comes. */
async function regenerate(routes: readonly string[], base: URL, logger: Logger) {
  await Promise.all(
    routes.map(async (route) => {
      try {
        const response = await fetch(new URL(route, base), {
          cache: 'no-store',
          headers: { 'user-agent': 'alts-revalidate' },
          signal: AbortSignal.timeout(REGENERATION_TIMEOUT_MS),
        })
        await response.arrayBuffer()
        if (response.status >= 500) {
          logger.warn('A page could not be regenerated after a publish', {
            route,
            statusCode: response.status,
          })
        } else {
          logger.info('Regenerated a page after a publish', { route, statusCode: response.status })
        }
      } catch (error) {
        logger.warn('A page could not be regenerated after a publish', { route, error })
      }
    }),
  )
}
