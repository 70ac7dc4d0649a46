import { inject, injectable } from 'inversify'
import type { Page } from '@/domain/content/page'
import type { SiteSettings } from '@/domain/content/site-settings'
import { InvalidContentError, NotFoundError } from '@/domain/errors'
import { isSiteRoute, SITE_ROUTES, type SiteRoute } from '@/domain/routes'
import type { ContentChange, ContentRepository, Unsubscribe } from '@/ports/content-repository'
import { LoggerToken, type Logger } from '@/ports/logger'
import { AFFECTED_ROUTES_QUERY, PAGE_QUERY, SITE_SETTINGS_QUERY } from './queries'
import { toPage, toSiteSettings } from './to-domain'
import { GroqTransportToken, type GroqTransport } from './transport'

/**
 * The ContentRepository of every GROQ-speaking source: it sends the site's queries through a
 * transport and validates what comes back. Content problems are logged with their context.
 */
@injectable()
export class GroqContentRepository implements ContentRepository {
  private readonly logger: Logger

  constructor(
    @inject(GroqTransportToken) private readonly transport: GroqTransport,
    @inject(LoggerToken) logger: Logger,
  ) {
    this.logger = logger.child({ component: 'content', source: transport.name })
  }

  async getPage(route: SiteRoute): Promise<Page> {
    const raw = await this.run('page', PAGE_QUERY, { route })
    try {
      const { page, skipped } = toPage(raw, route)
      for (const section of skipped) {
        this.logger.warn('Skipped a section of unknown type', {
          route,
          sectionIndex: section.index,
          sectionType: section.type,
        })
      }
      return page
    } catch (error) {
      if (error instanceof NotFoundError) {
        const issues = error.cause instanceof InvalidContentError ? error.cause.issues : undefined
        this.logger.warn(error.message, { route, issues })
      }
      throw error
    }
  }

  async getSiteSettings(): Promise<SiteSettings> {
    const raw = await this.run('siteSettings', SITE_SETTINGS_QUERY, {})
    try {
      return toSiteSettings(raw)
    } catch (error) {
      this.logger.error('Site settings are unusable', { error })
      throw error
    }
  }

  watch(onChange: (change: ContentChange) => void): Unsubscribe {
    return this.transport.listen((documentIds) => {
      this.affectedRoutes(documentIds)
        .then((routes) => {
          this.logger.info('Content changed', { documentIds, routes })
          if (routes.length > 0) onChange({ routes })
        })
        .catch((error: unknown) => {
          this.logger.error('Could not tell which pages changed', { documentIds, error })
        })
    })
  }

  private async affectedRoutes(ids: string[]): Promise<SiteRoute[]> {
    const raw = (await this.run('affectedRoutes', AFFECTED_ROUTES_QUERY, { ids })) as {
      everyPage?: unknown
      routes?: unknown
    } | null
    if (raw?.everyPage === true) return [...SITE_ROUTES]
    const routes = Array.isArray(raw?.routes) ? raw.routes : []
    return routes.filter(
      (route): route is SiteRoute => typeof route === 'string' && isSiteRoute(route),
    )
  }

  private async run(name: string, query: string, params: Record<string, unknown>) {
    try {
      return await this.transport.query(query, params)
    } catch (error) {
      this.logger.error('Content query failed', { query: name, params, error })
      throw error
    }
  }
}
