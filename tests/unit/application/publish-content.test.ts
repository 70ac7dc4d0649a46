import { beforeEach, describe, expect, it } from 'vitest'
import { PublishContent } from '@/application/publish-content'
import { SiteContent } from '@/application/site-content'
import type { Page } from '@/domain/content/page'
import type { SiteSettings } from '@/domain/content/site-settings'
import { ContentServiceError, UnauthorizedError } from '@/domain/errors'
import type { SiteRoute } from '@/domain/routes'
import type { ContentRepository } from '@/ports/content-repository'
import type { ContentWebhook, PublishedChange } from '@/ports/content-webhook'
import {
  ManualClock,
  MemoryLastGoodContent,
  RecordingPageCache,
} from '../../support/in-memory-ports'
import { recordingLogger } from '../../support/recording-logger'

/*
 * A publish (src/application/publish-content.ts): the pages that show the published documents
 * are invalidated only once their new content has been read, and rendered again afterwards.
 */

const settings = { title: 'Alts' } as SiteSettings
const page = (route: SiteRoute, title: string) =>
  ({ id: `page-${route}`, route, title, seo: {}, sections: [] }) as Page

class PublishingContent implements ContentRepository {
  failing = false
  /** Routes whose page is no longer published. */
  gone = new Set<SiteRoute>()
  published: string[][] = []
  async getPage(route: SiteRoute) {
    if (this.failing) throw new ContentServiceError('Service Unavailable', 503, 'server')
    return this.gone.has(route) ? null : page(route, 'Revised')
  }
  async getSiteSettings() {
    return settings
  }
  watch() {
    return () => {}
  }
  async contentPublished(changes: readonly PublishedChange[]) {
    const documentIds = changes.map((change) => change.id)
    this.published.push(documentIds)
    if (documentIds.includes('product-kiln')) return ['/', '/products'] as SiteRoute[]
    return changes.flatMap((change) => (change.before?.route as SiteRoute | undefined) ?? [])
  }
}

const signed: ContentWebhook = {
  async publishedChanges({ body }) {
    if (body === 'forged') throw new UnauthorizedError('The webhook signature is not valid')
    return JSON.parse(body) as PublishedChange[]
  },
}

describe('publishing content', () => {
  let content: PublishingContent
  let pages: RecordingPageCache
  let store: MemoryLastGoodContent
  let publish: PublishContent

  beforeEach(() => {
    content = new PublishingContent()
    pages = new RecordingPageCache()
    store = new MemoryLastGoodContent()
    const logger = recordingLogger()
    const siteContent = new SiteContent(content, store, new ManualClock(), logger)
    publish = new PublishContent(signed, content, siteContent, pages, logger)
  })

  const notification = (ids: string[]) => ({
    body: JSON.stringify(ids.map((id) => ({ id }))),
    headers: new Headers(),
  })

  it('invalidates the pages that show the documents, after reading their new content', async () => {
    await expect(publish.published(notification(['product-kiln']))).resolves.toEqual([
      '/',
      '/products',
    ])
    expect(content.published).toEqual([['product-kiln']])
    expect(pages.invalidated).toEqual([['/', '/products']])
    expect((await store.recall('page:/products'))?.value).toEqual(page('/products', 'Revised'))
    expect(await store.recall('siteSettings')).toBeDefined()
  })

  it('invalidates an unpublished page, and remembers it gone: a later outage never brings it back', async () => {
    await publish.published(notification(['page-manifesto']))
    content.gone.add('/manifesto')
    const unpublished = [{ id: 'page-manifesto', before: { type: 'page', route: '/manifesto' } }]
    await expect(
      publish.published({ body: JSON.stringify(unpublished), headers: new Headers() }),
    ).resolves.toEqual(['/manifesto'])
    expect(pages.invalidated.at(-1)).toEqual(['/manifesto'])
    // The page regenerates while the content service fails: the content last read is "none".
    content.failing = true
    const logger = recordingLogger()
    const rendering = new SiteContent(content, store, new ManualClock(), logger)
    await expect(rendering.page('/manifesto')).resolves.toBeNull()
  })

  it('invalidates nothing while the content service fails, and says why', async () => {
    content.failing = true
    await expect(publish.published(notification(['product-kiln']))).rejects.toMatchObject({
      statusCode: 503,
    })
    expect(pages.invalidated).toEqual([])
  })

  it('refuses a notification that does not prove where it comes from', async () => {
    await expect(
      publish.published({ body: 'forged', headers: new Headers() }),
    ).rejects.toBeInstanceOf(UnauthorizedError)
    expect(content.published).toEqual([])
    expect(pages.invalidated).toEqual([])
  })

  it('is off where the content service announces no publishes (no webhook configured)', async () => {
    const logger = recordingLogger()
    const siteContent = new SiteContent(content, store, new ManualClock(), logger)
    const off = new PublishContent(undefined, content, siteContent, pages, logger)
    expect(publish.enabled).toBe(true)
    expect(off.enabled).toBe(false)
    await expect(off.published(notification(['product-kiln']))).rejects.toMatchObject({
      statusCode: 404,
    })
    expect(content.published).toEqual([])
    expect(pages.invalidated).toEqual([])
  })

  it('renders the invalidated pages again when asked', async () => {
    const routes = await publish.published(notification(['product-kiln']))
    await publish.regenerate(routes)
    expect(pages.regenerated).toEqual([['/', '/products']])
  })
})
