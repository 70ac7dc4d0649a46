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

/** Content as a route reads it. */
export interface ContentReader {
  page(route: SiteRoute): Promise<Page | null>
  settings(): Promise<SiteSettings>
  watch(onChange: (change: ContentChange) => void): Unsubscribe
}

export interface DraftReader {
  through(perspective: PreviewPerspective): ContentReader
  /** Throws InvalidPerspectiveError unless every release it names can be previewed now. */
  checked(perspective: PreviewPerspective): Promise<PreviewPerspective>
}

/**
 * The content pages render from. Should the content service fail while a just-published page
 * regenerates, the page renders from the content last read successfully (and the log says so).
 */
@injectable()
export class SiteContent implements ContentReader {
  private readonly logger: Logger

  /** Draft mode's content: read on the spot, never remembered; undefined where unavailable. */
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

  page(route: SiteRoute): Promise<Page | null> {
    return this.readOrLastGood(`page:${route}`, () => this.repository.getPage(route))
  }

  /** Throws when they cannot be read and were never read before. */
  settings(): Promise<SiteSettings> {
    return this.readOrLastGood('siteSettings', () => this.repository.getSiteSettings())
  }

  watch(onChange: (change: ContentChange) => void): Unsubscribe {
    return this.repository.watch(onChange)
  }

  /** Reads from the service only (throwing if it fails) and remembers, before a publish invalidates. */
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
