import { describe, expect, it } from 'vitest'
import { SITE_ROUTES } from '@/domain/routes'
import type { ContentChange, ContentRepository } from '@/ports/content-repository'
import type { LogLine } from '../support/recording-logger'
import { pageAt } from '../support/page-at'

/** A repository whose dataset the test may change, to see the change announced. */
export interface EditableRepository {
  repository: ContentRepository
  /** Resolves once a watcher subscribed before the call would hear a change saved now. */
  watching(): Promise<void>
  /** Replaces the published document with this _id by `document` (or adds it). */
  save(document: { _id: string } & Record<string, unknown>): Promise<void>
  /** Reads a published document as stored. */
  read(id: string): Promise<{ _id: string } & Record<string, unknown>>
  close(): Promise<void>
}

export interface ContentRepositoryUnderTest {
  /** A repository over the `production` fixtures dataset. */
  production: () => ContentRepository
  /** A repository over the `edge-cases` fixtures dataset, logging into `lines`. */
  edgeCases: (lines: LogLine[]) => ContentRepository
  /** A repository over a private copy of the `production` dataset. */
  editable: () => Promise<EditableRepository>
}

/**
 * Resolves with the first change announced after `act` ran, or rejects after `timeoutMs`. The
 * change is made once the watcher is in place, however long that takes.
 */
function nextChange(editable: EditableRepository, act: () => Promise<void>, timeoutMs = 20_000) {
  return new Promise<ContentChange>((resolve, reject) => {
    const timer = setTimeout(() => {
      stop()
      reject(new Error('no change was announced'))
    }, timeoutMs)
    const stop = editable.repository.watch((change) => {
      clearTimeout(timer)
      stop()
      resolve(change)
    })
    editable.watching().then(act).catch(reject)
  })
}

/**
 * What every ContentRepository adapter promises, whatever its transport. Each adapter runs
 * this same suite over the same fixtures.
 */
export function contentRepositoryContract(name: string, adapter: ContentRepositoryUnderTest) {
  describe(`ContentRepository contract: ${name}`, () => {
    it.each(SITE_ROUTES)('answers %s with a titled page of sections', async (route) => {
      const page = await pageAt(adapter.production(), route)
      expect(page.route).toBe(route)
      expect(page.title).not.toBe('')
      expect(page.sections.length).toBeGreaterThan(0)
    })

    it('answers the site settings', async () => {
      const settings = await adapter.production().getSiteSettings()
      expect(settings.title).toBe('Alts')
      expect(settings.navigation.menu.length).toBeGreaterThan(0)
    })

    it('answers no page for a page that fails validation, and logs why', async () => {
      const lines: LogLine[] = []
      await expect(adapter.edgeCases(lines).getPage('/careers')).resolves.toBeNull()
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          message: 'Page /careers failed validation',
          context: expect.objectContaining({ route: '/careers', issues: expect.any(Array) }),
        }),
      )
    })

    it('answers no page for a page that is only a draft', async () => {
      await expect(adapter.edgeCases([]).getPage('/products')).resolves.toBeNull()
    })

    it('skips an unknown section type with a warning naming it', async () => {
      const lines: LogLine[] = []
      const page = await pageAt(adapter.edgeCases(lines), '/')
      expect(page.sections.map((section) => section.key)).not.toContain('from-the-future')
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          message: 'Skipped a section of unknown type',
          context: expect.objectContaining({
            route: '/',
            sectionType: 'pressQuotes',
            sectionIndex: 1,
          }),
        }),
      )
    })

    describe('publishes', () => {
      const sorted = (routes: string[]) => [...routes].sort()

      it('answer the routes that show a published document, through references too', async () => {
        const repository = adapter.production()
        expect(await repository.contentPublished([{ id: 'page-manifesto' }])).toEqual([
          '/manifesto',
        ])
        expect(sorted(await repository.contentPublished([{ id: 'testimonial-kustbank' }]))).toEqual(
          ['/', '/products'],
        )
      })

      it('answer the route a page showed before it was unpublished, deleted or moved', async () => {
        const repository = adapter.production()
        const gone = { id: 'page-gone', before: { type: 'page', route: '/manifesto' } }
        expect(await repository.contentPublished([gone])).toEqual(['/manifesto'])
        const moved = { id: 'page-manifesto', before: { type: 'page', route: '/privacy' } }
        expect(sorted(await repository.contentPublished([moved]))).toEqual([
          '/manifesto',
          '/privacy',
        ])
        // A route the site does not have is no page to regenerate; another type names none.
        const nowhere = { id: 'page-gone', before: { type: 'page', route: '/no-such-page' } }
        const testimonial = { id: 'testimonial-gone', before: { type: 'testimonial' } }
        expect(await repository.contentPublished([nowhere, testimonial])).toEqual([])
      })

      it('answer every page, and log why, for a document that is gone when the notification says no more', async () => {
        // A webhook projecting `{_id}` alone: the document may have been any page, or on any.
        const lines: LogLine[] = []
        const repository = adapter.edgeCases(lines)
        expect(sorted(await repository.contentPublished([{ id: 'page-gone' }]))).toEqual(
          sorted([...SITE_ROUTES]),
        )
        expect(lines).toContainEqual(
          expect.objectContaining({
            level: 'warn',
            message: expect.stringContaining('every page is regenerated'),
            context: expect.objectContaining({ documentIds: ['page-gone'] }),
          }),
        )
      })

      it('answer every page when the site settings are gone', async () => {
        const gone = { id: 'siteSettings', before: { type: 'siteSettings' } }
        expect(sorted(await adapter.production().contentPublished([gone]))).toEqual(
          sorted([...SITE_ROUTES]),
        )
      })
    })

    describe('change notifications', () => {
      it('announce the routes that show a changed page, and serve the new content', async () => {
        const editable = await adapter.editable()
        try {
          const page = await editable.read('page-manifesto')
          const change = await nextChange(editable, () =>
            editable.save({ ...page, title: 'Manifesto, revised' }),
          )
          expect(change.routes).toEqual(['/manifesto'])
          expect((await pageAt(editable.repository, '/manifesto')).title).toBe('Manifesto, revised')
        } finally {
          await editable.close()
        }
      })

      it('announce every page that shows a changed referenced document', async () => {
        const editable = await adapter.editable()
        try {
          const product = await editable.read('product-tidewater')
          const change = await nextChange(editable, () =>
            editable.save({ ...product, summary: 'A revised summary.' }),
          )
          expect([...change.routes].sort()).toEqual(['/', '/products'])
        } finally {
          await editable.close()
        }
      })

      it('announce every page when the site settings change', async () => {
        const editable = await adapter.editable()
        try {
          const settings = await editable.read('siteSettings')
          const change = await nextChange(editable, () =>
            editable.save({ ...settings, description: 'A revised description.' }),
          )
          expect([...change.routes].sort()).toEqual([...SITE_ROUTES].sort())
        } finally {
          await editable.close()
        }
      })
    })
  })
}
