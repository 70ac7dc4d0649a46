import { beforeEach, describe, expect, it } from 'vitest'
import { SiteContent } from '@/application/site-content'
import type { Page } from '@/domain/content/page'
import type { SiteSettings } from '@/domain/content/site-settings'
import { InvalidPerspectiveError } from '@/domain/preview-perspective'
import { ContentServiceError } from '@/domain/errors'
import type { SiteRoute } from '@/domain/routes'
import type { ContentChange, ContentRepository } from '@/ports/content-repository'
import { ManualClock, MemoryLastGoodContent } from '../../support/in-memory-ports'
import { recordingLogger } from '../../support/recording-logger'

/*
 * The content pages are rendered from (src/application/site-content.ts): what the content
 * service answers, remembered; and when the service fails right after a publish read the new
 * content, what was read last, said in the log.
 */

const page = (title: string) =>
  ({ id: 'page-privacy', route: '/privacy', title, seo: {}, sections: [] }) as Page
const settings = { title: 'Alts' } as SiteSettings
const failure = () =>
  new ContentServiceError('Internal Server Error - The dataset is unavailable', 500, 'server')

/** A content service whose answers the test sets: content, nothing, or a failure. */
class ScriptedContent implements ContentRepository {
  pages = new Map<SiteRoute, Page | null | Error>()
  siteSettings: SiteSettings | Error = settings
  watchers = new Set<(change: ContentChange) => void>()

  async getPage(route: SiteRoute) {
    const answer = this.pages.get(route) ?? null
    if (answer instanceof Error) throw answer
    return answer
  }
  async getSiteSettings() {
    if (this.siteSettings instanceof Error) throw this.siteSettings
    return this.siteSettings
  }
  watch(onChange: (change: ContentChange) => void) {
    this.watchers.add(onChange)
    return () => this.watchers.delete(onChange)
  }
  async contentPublished() {
    return []
  }
  change(routes: SiteRoute[]) {
    for (const watcher of this.watchers) watcher({ routes })
  }
}

describe('the content a page is rendered from', () => {
  let service: ScriptedContent
  let store: MemoryLastGoodContent
  let clock: ManualClock
  let logger: ReturnType<typeof recordingLogger>
  /** One instance's reader; a second one sharing the store stands for another bundle or instance. */
  let reader: () => SiteContent

  beforeEach(() => {
    service = new ScriptedContent()
    store = new MemoryLastGoodContent()
    clock = new ManualClock()
    logger = recordingLogger()
    reader = () => new SiteContent(service, store, clock, logger)
  })

  it('is what the content service answers, remembered', async () => {
    service.pages.set('/privacy', page('Privacy'))
    await expect(reader().page('/privacy')).resolves.toEqual(page('Privacy'))
    await expect(reader().settings()).resolves.toBe(settings)
    expect((await store.recall('page:/privacy'))?.value).toEqual(page('Privacy'))
    expect(logger.lines).toEqual([])
  })

  it('is no page, as a normal answer, when the content has none', async () => {
    await expect(reader().page('/careers')).resolves.toBeNull()
  })

  it('is what a publish read last when the service fails as the page regenerates', async () => {
    service.pages.set('/privacy', page('Privacy, revised'))
    // The publish reads in one server bundle (or instance) …
    await reader().readFresh(['/privacy'])
    service.pages.set('/privacy', failure())
    service.siteSettings = failure()
    // … and the regeneration, in another, finds what it read.
    await expect(reader().page('/privacy')).resolves.toEqual(page('Privacy, revised'))
    await expect(reader().settings()).resolves.toBe(settings)
    expect(logger.lines).toContainEqual({
      level: 'warn',
      message: 'The content service failed; rendering the content last read instead',
      context: expect.objectContaining({
        component: 'pages',
        content: 'page:/privacy',
        statusCode: 500,
        reason: 'Internal Server Error - The dataset is unavailable',
        readAt: new Date(clock.time).toISOString(),
      }),
    })
  })

  it('is no page when the content last read had no such page', async () => {
    await reader().readFresh(['/privacy'])
    service.pages.set('/privacy', failure())
    await expect(reader().page('/privacy')).resolves.toBeNull()
  })

  it('is an error when the service fails and nothing was read before', async () => {
    service.pages.set('/privacy', failure())
    await expect(reader().page('/privacy')).rejects.toThrow('The dataset is unavailable')
  })

  it('is never stood in for when the content itself is broken, only when the service fails', async () => {
    await reader().settings()
    service.siteSettings = new Error('Site settings are unusable')
    await expect(reader().settings()).rejects.toThrow('Site settings are unusable')
  })

  it('is read strictly by a publish: a failing service fails it', async () => {
    service.pages.set('/privacy', page('Privacy'))
    await reader().page('/privacy')
    service.pages.set('/privacy', failure())
    await expect(reader().readFresh(['/privacy'])).rejects.toBeInstanceOf(ContentServiceError)
  })

  it('keeps the answer of the read that started last, whichever ends last', async () => {
    let answerOlder!: (page: Page) => void
    const slow = Object.assign(new ScriptedContent(), {
      getPage: () => new Promise<Page>((resolve) => (answerOlder = resolve)),
    })
    const older = new SiteContent(slow, store, clock, logger).page('/privacy')
    clock.time += 1_000
    service.pages.set('/privacy', page('newer'))
    await reader().page('/privacy')
    answerOlder(page('older'))
    await older
    expect(await store.recall('page:/privacy')).toEqual({
      value: page('newer'),
      readAt: clock.time,
    })
  })
})

describe('the content an editor in draft mode reads', () => {
  let published: ScriptedContent
  let drafts: ScriptedContent
  let store: MemoryLastGoodContent
  let logger: ReturnType<typeof recordingLogger>
  /** Draft content that reads `draftService` through every perspective but a release's. */
  const reader = (draftService?: ContentRepository) =>
    new SiteContent(
      published,
      store,
      new ManualClock(),
      logger,
      draftService && {
        through: (perspective) =>
          typeof perspective === 'string' ? draftService : inRelease(perspective),
        openReleases: async () => ['rSpring'],
      },
    )
  /** The content through a release stack: a page saying which stack it was read through. */
  const inRelease = (stack: readonly string[]) => {
    const content = new ScriptedContent()
    content.pages.set('/privacy', page(`Privacy in ${stack.join(',')}`))
    return content
  }

  beforeEach(() => {
    published = new ScriptedContent()
    drafts = new ScriptedContent()
    store = new MemoryLastGoodContent()
    logger = recordingLogger()
  })

  it('is the drafts, where draft mode is available', async () => {
    published.pages.set('/privacy', page('Privacy'))
    drafts.pages.set('/privacy', page('Privacy, in draft'))
    drafts.siteSettings = { title: 'Alts, in draft' } as SiteSettings
    const content = reader(drafts)
    await expect(content.drafts?.through('drafts').page('/privacy')).resolves.toEqual(
      page('Privacy, in draft'),
    )
    await expect(content.drafts?.through('drafts').settings()).resolves.toEqual({
      title: 'Alts, in draft',
    })
    await expect(content.page('/privacy')).resolves.toEqual(page('Privacy'))
  })

  it('is not there where draft mode is not available', () => {
    expect(reader().drafts).toBeUndefined()
  })

  it('is never remembered: visitors never get a draft, even when the service fails', async () => {
    drafts.pages.set('/privacy', page('Privacy, in draft'))
    const content = reader(drafts)
    await content.drafts?.through('drafts').page('/privacy')
    await content.drafts?.through('drafts').settings()
    expect(store.kept.size).toBe(0)
    published.pages.set('/privacy', failure())
    await expect(content.page('/privacy')).rejects.toBeInstanceOf(ContentServiceError)
  })

  it('never falls back on what visitors were shown: a failing service is an error', async () => {
    published.pages.set('/privacy', page('Privacy'))
    const content = reader(drafts)
    await content.page('/privacy')
    drafts.pages.set('/privacy', failure())
    await expect(content.drafts?.through('drafts').page('/privacy')).rejects.toBeInstanceOf(
      ContentServiceError,
    )
    expect(logger.lines).toEqual([])
  })

  it('follows changes to the drafts, and the published content its own', () => {
    const content = reader(drafts)
    const seen: string[] = []
    const stopDrafts = content.drafts
      ?.through('drafts')
      .watch(({ routes }) => seen.push(`drafts ${routes}`))
    const stopPublished = content.watch(({ routes }) => seen.push(`published ${routes}`))
    drafts.change(['/careers'])
    published.change(['/'])
    stopDrafts?.()
    stopPublished()
    drafts.change(['/products'])
    published.change(['/products'])
    expect(seen).toEqual(['drafts /careers', 'published /'])
  })

  it('reads through the perspective the editor previews, once its releases are open ones', async () => {
    const content = reader(drafts)
    const stack = await content.drafts!.checked(['rSpring', 'drafts'])
    await expect(content.drafts!.through(stack).page('/privacy')).resolves.toEqual(
      page('Privacy in rSpring,drafts'),
    )
    await expect(content.drafts!.checked('published')).resolves.toBe('published')
  })

  it('refuses a release that cannot be previewed (unknown, published or archived) with a 400', async () => {
    const content = reader(drafts)
    const refused = content.drafts!.checked(['rGone', 'drafts'])
    await expect(refused).rejects.toBeInstanceOf(InvalidPerspectiveError)
    await expect(refused).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('"rGone" is not a release that can be previewed'),
    })
  })
})
