import { inject, injectable, optional } from 'inversify'
import { NotFoundError } from '@/domain/errors'
import type { SiteRoute } from '@/domain/routes'
import { ContentRepositoryToken, type ContentRepository } from '@/ports/content-repository'
import {
  ContentWebhookToken,
  type ContentWebhook,
  type WebhookRequest,
} from '@/ports/content-webhook'
import { LoggerToken, type Logger } from '@/ports/logger'
import { PageCacheToken, type PageCache } from '@/ports/page-cache'
import { SiteContent } from './site-content'

/**
 * A publish, as the content service announces it: work out which pages show the published
 * documents (reading past the CDN from now on, for a while), read their new content, and only
 * then invalidate those pages. While the content service fails, nothing is invalidated: the
 * caller answers with the error, the service sends the notification again later, and visitors
 * keep the last good pages. Publishes are announced only where a webhook secret is configured:
 * elsewhere `enabled` is false.
 */
@injectable()
export class PublishContent {
  private readonly logger: Logger

  constructor(
    @inject(ContentWebhookToken) @optional() private readonly webhook: ContentWebhook | undefined,
    @inject(ContentRepositoryToken) private readonly repository: ContentRepository,
    @inject(SiteContent) private readonly content: SiteContent,
    @inject(PageCacheToken) private readonly pages: PageCache,
    @inject(LoggerToken) logger: Logger,
  ) {
    this.logger = logger.child({ component: 'publish' })
  }

  /** Whether the content service announces its publishes to this site (a webhook is configured). */
  get enabled(): boolean {
    return this.webhook !== undefined
  }

  /** Carries out a publish notification; answers the routes whose pages are now out of date. */
  async published(request: WebhookRequest): Promise<SiteRoute[]> {
    if (!this.webhook) throw new NotFoundError('This site receives no publish notifications')
    const changes = await this.webhook.publishedChanges(request)
    const routes = await this.repository.contentPublished(changes)
    // A page whose new content is missing (unpublished, deleted) or invalid is invalidated too:
    // it becomes a 404, and what readFresh remembers of it is that it is gone, so the last good
    // content never brings it back.
    await this.content.readFresh(routes)
    this.pages.invalidate(routes)
    const documentIds = changes.map((change) => change.id)
    this.logger.info('Invalidated pages after a publish', { documentIds, routes })
    return routes
  }

  /**
   * Renders the invalidated pages again right away, so that visitors find them ready rather
   * than wait for the render. Failures are logged: the pages still regenerate on the next visit.
   */
  async regenerate(routes: readonly SiteRoute[]): Promise<void> {
    await this.pages.regenerate(routes)
  }
}
