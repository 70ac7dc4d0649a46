import { inject, injectable } from 'inversify'
import type { Page } from '@/domain/content/page'
import type { SiteSettings } from '@/domain/content/site-settings'
import { ContentServiceError, InvalidContentError, NotFoundError } from '@/domain/errors'
import { isSiteRoute, SITE_ROUTES, type SiteRoute } from '@/domain/routes'
import type { ContentChange, ContentRepository, Unsubscribe } from '@/ports/content-repository'
import { LoggerToken, type Logger } from '@/ports/logger'
import type { PublishedChange } from '@/ports/content-webhook'
import {
  AFFECTED_ROUTES_QUERY,
  PAGE_QUERY,
  PAGE_TYPE,
  SETTINGS_TYPE,
  SITE_SETTINGS_QUERY,
} from './queries'
import type {
  AFFECTED_ROUTES_QUERY_RESULT,
  PAGE_QUERY_RESULT,
  SITE_SETTINGS_QUERY_RESULT,
} from './query-results.generated'
import { withEditTargets } from './edit-targets'
import { toPage, toSiteSettings } from './to-domain'
import { GroqTransportToken, type GroqTransport } from './transport'
import { unsizedImageIds } from './unsized-images'

/** What a notification needs for a vanished document's own pages alone (docs/sanity.md). */
const WEBHOOK_PROJECTION_HINT =
  'project {_id, "before": before(){_type, "route": route.current}} in the webhook'

/** Sanity's API CDN takes up to a minute to drop what it holds: room to spare. */
export const FRESH_READS_AFTER_PUBLISH_MS = 2 * 60 * 1000

/**
 * Each query with the keys every answer has (GROQ projections return nulls); an answer without
 * them is a fault on the way, not content.
 */
const QUERIES = {
  page: { query: PAGE_QUERY, keys: ['_id', 'title', 'route', 'sections'] },
  siteSettings: { query: SITE_SETTINGS_QUERY, keys: ['title', 'navigation', 'footer'] },
  affectedRoutes: { query: AFFECTED_ROUTES_QUERY, keys: ['everyPage', 'found', 'routes'] },
} as const

type QueryName = keyof typeof QUERIES

interface Answers {
  page: PAGE_QUERY_RESULT
  siteSettings: SITE_SETTINGS_QUERY_RESULT
  affectedRoutes: AFFECTED_ROUTES_QUERY_RESULT
}

@injectable()
export class GroqContentRepository implements ContentRepository {
  private readonly logger: Logger

  constructor(
    @inject(GroqTransportToken) private readonly transport: GroqTransport,
    @inject(LoggerToken) logger: Logger,
  ) {
    this.logger = logger.child({ component: 'content', source: transport.name })
  }

  async getPage(route: SiteRoute): Promise<Page | null> {
    const raw = await this.run('page', { route })
    try {
      const { page, skipped } = toPage(raw, route)
      for (const section of skipped) {
        this.logger.warn('Skipped a section of unknown type', {
          route,
          sectionIndex: section.index,
          sectionType: section.type,
        })
      }
      this.warnAboutUnsizedImages(page, { route })
      const { studioUrl } = this.transport
      return studioUrl ? withEditTargets(page, studioUrl) : page
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error
      const issues = error.cause instanceof InvalidContentError ? error.cause.issues : undefined
      this.logger.warn(error.message, { route, issues })
      return null
    }
  }

  async getSiteSettings(): Promise<SiteSettings> {
    const raw = await this.run('siteSettings', {})
    try {
      const settings = toSiteSettings(raw)
      this.warnAboutUnsizedImages(settings, { document: 'siteSettings' })
      return settings
    } catch (error) {
      this.logger.error('Site settings are unusable', { error })
      throw error
    }
  }

  watch(onChange: (change: ContentChange) => void): Unsubscribe {
    return this.transport.listen((documentIds) => {
      this.routesShowing(documentIds, [])
        .then((routes) => {
          this.logger.info('Content changed', { documentIds, routes })
          if (routes.length > 0) onChange({ routes })
        })
        .catch((error: unknown) => {
          this.logger.error('Could not tell which pages changed', { documentIds, error })
        })
    })
  }

  async contentPublished(changes: readonly PublishedChange[]): Promise<SiteRoute[]> {
    await this.transport.readFreshFor(FRESH_READS_AFTER_PUBLISH_MS)
    const documentIds = changes.map((change) => change.id)
    const routes = await this.routesShowing(documentIds, changes)
    this.logger.info('Content published', { documentIds, routes })
    return routes
  }

  private warnAboutUnsizedImages(content: unknown, context: Record<string, unknown>) {
    for (const assetId of unsizedImageIds(content)) {
      this.logger.warn(
        'An image has no dimensions in its id or metadata; the page cannot reserve its space',
        { ...context, assetId },
      )
    }
  }

  /**
   * Routes showing the documents now, plus those the notification says they showed before. A
   * document that is gone, of which the notification says nothing more, may have been any page
   * or shown on any: every page, rather than none.
   */
  private async routesShowing(
    ids: string[],
    changes: readonly PublishedChange[],
  ): Promise<SiteRoute[]> {
    const previous = changes.flatMap((change) => (change.before ? [change.before] : []))
    const raw = await this.run('affectedRoutes', { ids })
    const found = new Set<unknown>(Array.isArray(raw.found) ? raw.found : [])
    const unplaced = changes
      .filter(({ id, before }) => !before && !found.has(id))
      .map(({ id }) => id)
    if (unplaced.length > 0) {
      this.logger.warn(
        'A published document is gone and the notification does not say what it showed: every page is regenerated',
        { documentIds: unplaced, fix: WEBHOOK_PROJECTION_HINT },
      )
      return [...SITE_ROUTES]
    }
    if (raw.everyPage === true || previous.some(({ type }) => type === SETTINGS_TYPE))
      return [...SITE_ROUTES]
    const now: unknown[] = Array.isArray(raw.routes) ? raw.routes : []
    const before = previous.filter(({ type }) => type === PAGE_TYPE).map(({ route }) => route)
    return [...new Set([...now, ...before])].filter(
      (route): route is SiteRoute => typeof route === 'string' && isSiteRoute(route),
    )
  }

  private async run<TName extends QueryName>(
    name: TName,
    params: Record<string, unknown>,
  ): Promise<Answers[TName]> {
    try {
      const { query } = QUERIES[name]
      const answer = await this.transport.query(query, params, { tag: `alts.${name}` })
      assertAnswerShape(name, answer)
      return answer as Answers[TName]
    } catch (error) {
      this.logger.error('Content query failed', { query: name, params, error })
      throw error
    }
  }
}

function assertAnswerShape(name: QueryName, answer: unknown): void {
  // "No such document" is a proper answer to the page and settings queries.
  if (answer === null && name !== 'affectedRoutes') return
  const isObject = typeof answer === 'object' && answer !== null && !Array.isArray(answer)
  const { keys } = QUERIES[name]
  const missing = isObject ? keys.filter((key) => !(key in answer)) : keys
  if (missing.length > 0) {
    throw new ContentServiceError(
      `The content service answered the ${name} query with data of the wrong shape (missing ${missing.join(', ')})`,
      502,
      'malformed',
    )
  }
}
