import { inject, injectable, optional } from 'inversify'
import type { Page } from '@/domain/content/page'
import type { SiteSettings } from '@/domain/content/site-settings'
import { ContentServiceError } from '@/domain/errors'
import type { SiteRoute } from '@/domain/routes'
import { ClockToken, type Clock } from '@/ports/clock'
import {
  InvalidPerspectiveError,
  perspectiveName,
  type PreviewPerspective,
} from '@/domain/preview-perspective'
import {
  ContentRepositoryToken,
  DraftContentToken,
  type ContentChange,
  type ContentRepository,
  type DraftContent,
  type Unsubscribe,
} from '@/ports/content-repository'
import {
  LastGoodContentStoreToken,
  type ContentKey,
  type LastGoodContent,
  type LastGoodContentStore,
} from '@/ports/last-good-content'
import { LoggerToken, type Logger } from '@/ports/logger'

/** Content as a route reads it: a page, the site-wide settings, and news of changes to them. */
export interface ContentReader {
  /** The page at the route, or null when the content has none (or none that is valid). */
  page(route: SiteRoute): Promise<Page | null>
  /** The site-wide settings; throws when they cannot be read. */
  settings(): Promise<SiteSettings>
  /** Calls back with the routes whose content changed, until unsubscribed. */
  watch(onChange: (change: ContentChange) => void): Unsubscribe
}

/** The content as an editor in draft mode previews it, through the perspective they chose. */
export interface DraftReader {
  through(perspective: PreviewPerspective): ContentReader
  /**
   * The perspective, once every release it names is one that can be previewed now (neither
   * published nor archived, nor unknown); otherwise an InvalidPerspectiveError (400) naming it.
   */
  checked(perspective: PreviewPerspective): Promise<PreviewPerspective>
}

/**
 * Reading the content pages are rendered from.
 *
 * Pages are prerendered and regenerated, never rendered for a visitor on the spot, except right
 * after a publish has invalidated them: the first visit then waits for the regeneration. Should
 * the content service fail at that moment (after the publish read the new content, before the
 * page was rendered again), the page is rendered from the content last read successfully rather
 * than becoming an error page; the log says so.
 *
 * Editors in draft mode read `drafts` instead (through the perspective they preview: drafts, a
 * release, or the published content), where draft mode is available.
 */
@injectable()
export class SiteContent implements ContentReader {
  private readonly logger: Logger

  /**
   * The content as an editor in draft mode sees it, through a perspective (each draft in place
   * of its published document, or a release's versions over them, or the published content),
   * read on the spot, never remembered and never a fallback for anyone else. Undefined where
   * draft mode is not available (Sanity without a read token).
   */
  readonly drafts: DraftReader | undefined

  constructor(
    @inject(ContentRepositoryToken) private readonly repository: ContentRepository,
    @inject(LastGoodContentStoreToken) private readonly lastGood: LastGoodContentStore,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(LoggerToken) logger: Logger,
    @inject(DraftContentToken) @optional() drafts?: DraftContent,
  ) {
    this.logger = logger.child({ component: 'pages' })
    this.drafts = drafts && readerOfDrafts(drafts)
  }

  /** The page at the route, or null when the content has none (or none that is valid). */
  page(route: SiteRoute): Promise<Page | null> {
    return this.readOrLastGood(`page:${route}`, () => this.repository.getPage(route))
  }

  /** The site-wide settings; throws when they cannot be read and were never read before. */
  settings(): Promise<SiteSettings> {
    return this.readOrLastGood('siteSettings', () => this.repository.getSiteSettings())
  }

  /** Calls back with the routes whose published content changed (live content, in development). */
  watch(onChange: (change: ContentChange) => void): Unsubscribe {
    return this.repository.watch(onChange)
  }

  /**
   * Reads the content of these routes from the content service only (it throws if the service
   * fails), and remembers it, so that their regeneration has it should the service fail in
   * between: what a publish does before it invalidates the pages.
   */
  async readFresh(routes: readonly SiteRoute[]): Promise<void> {
    await Promise.all([
      this.read('siteSettings', () => this.repository.getSiteSettings()),
      ...routes.map((route) => this.read(`page:${route}`, () => this.repository.getPage(route))),
    ])
  }

  private async read<K extends ContentKey>(
    key: K,
    load: () => Promise<LastGoodContent[K]>,
  ): Promise<LastGoodContent[K]> {
    const readAt = this.clock.now()
    const value = await load()
    await this.lastGood.remember(key, { value, readAt })
    return value
  }

  private async readOrLastGood<K extends ContentKey>(
    key: K,
    load: () => Promise<LastGoodContent[K]>,
  ): Promise<LastGoodContent[K]> {
    try {
      return await this.read(key, load)
    } catch (error) {
      if (!(error instanceof ContentServiceError)) throw error
      const remembered = await this.lastGood.recall(key)
      if (!remembered) throw error
      this.logger.warn('The content service failed; rendering the content last read instead', {
        content: key,
        statusCode: error.statusCode,
        reason: error.message,
        readAt: new Date(remembered.readAt).toISOString(),
      })
      return remembered.value
    }
  }
}

/** The drafts, read as they are through each perspective: nothing remembered, no fallback. */
function readerOfDrafts(drafts: DraftContent): DraftReader {
  return {
    through(perspective) {
      const repository = drafts.through(perspective)
      return {
        page: (route) => repository.getPage(route),
        settings: () => repository.getSiteSettings(),
        watch: (onChange) => repository.watch(onChange),
      }
    },
    async checked(perspective) {
      if (typeof perspective === 'string') return perspective
      const open = new Set(await drafts.openReleases())
      const closed = perspective.filter((layer) => layer !== 'drafts' && !open.has(layer))
      if (closed.length > 0)
        throw new InvalidPerspectiveError(
          `Unknown preview perspective "${perspectiveName(perspective)}": ${closed.map((name) => `"${name}"`).join(', ')} is not a release that can be previewed (unknown, published or archived)`,
        )
      return perspective
    },
  }
}
