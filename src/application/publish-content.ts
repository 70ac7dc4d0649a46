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
 * A publish: find the pages showing the documents, read their new content, only then invalidate.
 * If the content service fails nothing is invalidated: the service retries, visitors keep the last good pages.
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

  get enabled(): boolean {
    return this.webhook !== undefined
  }

  /** Answers the routes whose pages are now out of date. */
  async published(request: WebhookRequest): Promise<SiteRoute[]> {
    if (!this.webhook) throw new NotFoundError('This site receives no publish notifications')
    const changes = await this.webhook.publishedChanges(request)
    const routes = await this.repository.contentPublished(changes)
    // Missing or invalid new content is remembered as gone, so last good content never revives it.
    await this.content.readFresh(routes)
    this.pages.invalidate(routes)
    const documentIds = changes.map((change) => change.id)
    this.logger.info('Invalidated pages after a publish', { documentIds, routes })
    return routes
  }

  /** Renders the invalidated pages now so visitors find them ready; they regenerate on a visit anyway. */
  async regenerate(routes: readonly SiteRoute[]): Promise<void> {
    await this.pages.regenerate(routes)
  }
}
