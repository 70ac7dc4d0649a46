import { describe, expect, it } from 'vitest'
import { NotFoundError } from '@/domain/errors'
import { SITE_ROUTES } from '@/domain/routes'
import type { ContentRepository } from '@/ports/content-repository'
import type { LogLine } from '../support/recording-logger'

export interface ContentRepositoryUnderTest {
  /** A repository over the `production` fixtures dataset. */
  production: () => ContentRepository
  /** A repository over the `edge-cases` fixtures dataset, logging into `lines`. */
  edgeCases: (lines: LogLine[]) => ContentRepository
}

/**
 * What every ContentRepository adapter promises, whatever its transport. Each adapter runs
 * this same suite over the same fixtures.
 */
export function contentRepositoryContract(name: string, adapter: ContentRepositoryUnderTest) {
  describe(`ContentRepository contract: ${name}`, () => {
    it.each(SITE_ROUTES)('answers %s with a titled page of sections', async (route) => {
      const page = await adapter.production().getPage(route)
      expect(page.route).toBe(route)
      expect(page.title).not.toBe('')
      expect(page.sections.length).toBeGreaterThan(0)
    })

    it('answers the site settings', async () => {
      const settings = await adapter.production().getSiteSettings()
      expect(settings.title).toBe('Alts')
      expect(settings.navigation.menu.length).toBeGreaterThan(0)
    })

    it('throws NotFoundError for a page that fails validation, and logs why', async () => {
      const lines: LogLine[] = []
      await expect(adapter.edgeCases(lines).getPage('/careers')).rejects.toThrow(NotFoundError)
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          message: 'Page /careers failed validation',
          context: expect.objectContaining({ route: '/careers', issues: expect.any(Array) }),
        }),
      )
    })

    it('throws NotFoundError for a page that is only a draft', async () => {
      await expect(adapter.edgeCases([]).getPage('/products')).rejects.toThrow(NotFoundError)
    })

    it('skips an unknown section type with a warning naming it', async () => {
      const lines: LogLine[] = []
      const page = await adapter.edgeCases(lines).getPage('/')
      expect(page.sections.map((section) => section.key)).toEqual(['bare-header', 'no-cta'])
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
  })
}
