// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SITE_ROUTES } from '@/domain/routes'
import { PageView } from '@/ui/page/PageView'
import { fixturesRepository } from '../../support/fixtures'
import { fixturesMedia } from '../../support/media'

afterEach(cleanup)

describe('a page rendered from the fixtures', () => {
  const repository = fixturesRepository('production')
  const media = fixturesMedia()

  it.each(SITE_ROUTES)(
    '%s has exactly one h1 and headings that never skip a level',
    async (route) => {
      const { container } = render(
        <PageView page={await repository.getPage(route)} media={media} />,
      )
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
    const { container } = render(<PageView page={await repository.getPage(route)} media={media} />)
    for (const image of container.querySelectorAll('img')) {
      expect(image.getAttribute('alt')).not.toBeNull()
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0)
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0)
    }
  })

  it('gives a page that opens without a heading its title as the h1', async () => {
    const page = await repository.getPage('/privacy')
    const withoutHeader = { ...page, sections: page.sections.filter((s) => s.type === 'content') }
    const { container } = render(<PageView page={withoutHeader} media={media} />)
    expect(container.querySelector('h1')?.textContent).toBe(page.title)
  })
})
