// @vitest-environment jsdom
import { cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SITE_ROUTES } from '@/domain/routes'
import { fixturesRepository } from '../../support/fixtures'
import { renderPage } from '../../support/render-page'

afterEach(cleanup)

describe('a page rendered from the fixtures', () => {
  const repository = fixturesRepository('production')

  it.each(SITE_ROUTES)(
    '%s has exactly one h1 and headings that never skip a level',
    async (route) => {
      const { container } = renderPage(await repository.getPage(route))
      const levels = [...container.querySelectorAll('h1, h2, h3, h4')].map((h) =>
        Number(h.tagName[1]),
      )
      expect(levels.filter((level) => level === 1)).toHaveLength(1)
      levels.reduce((previous, level) => {
        expect(level - previous).toBeLessThanOrEqual(1)
        return level
      })
    },
  )

  it.each(SITE_ROUTES)('%s gives every image alt text or marks it decorative', async (route) => {
    const { container } = renderPage(await repository.getPage(route))
    for (const image of container.querySelectorAll('img')) {
      expect(image.getAttribute('alt')).not.toBeNull()
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0)
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0)
    }
  })

  it('gives a page that opens without a heading its title as the h1', async () => {
    const page = await repository.getPage('/privacy')
    const withoutHeader = { ...page, sections: page.sections.filter((s) => s.type === 'content') }
    const { container } = renderPage(withoutHeader)
    expect(container.querySelector('h1')?.textContent).toBe(page.title)
  })
})
