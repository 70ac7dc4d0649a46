// @vitest-environment jsdom
import { cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Image } from '@/domain/content/assets'
import type { Page } from '@/domain/content/page'
import { SITE_ROUTES } from '@/domain/routes'
import { fixturesRepository } from '../../support/fixtures'
import { renderPage } from '../../support/render-page'
import { pageAt } from '../../support/page-at'

afterEach(cleanup)

/** Every image placed in a page's content, wherever in its sections it sits. */
function imagesIn(value: unknown): Image[] {
  if (Array.isArray(value)) return value.flatMap(imagesIn)
  if (typeof value !== 'object' || value === null) return []
  const candidate = value as Partial<Image>
  if (typeof candidate.alt === 'string' && typeof candidate.asset?.id === 'string')
    return [candidate as Image]
  return Object.values(value).flatMap(imagesIn)
}

/** The part of an image asset id that names the file (see assets.ts). */
const hashOf = (assetId: string) => assetId.split('-')[1]!

/** Each <img> rendered, with the content images of its file (found by the file in its address). */
function renderedImages(container: HTMLElement, page: Page) {
  const images = imagesIn(page)
  return [...container.querySelectorAll('img')].map((element) => {
    const source = element.getAttribute('src') ?? ''
    const shows = images.filter((image) => source.includes(hashOf(image.asset.id)))
    expect(shows.length, `${source} shows an image of the page`).toBeGreaterThan(0)
    return { element, shows, source }
  })
}

describe('a page rendered from the fixtures', () => {
  const repository = fixturesRepository('production')

  it.each(SITE_ROUTES)(
    '%s has exactly one h1 and headings that never skip a level',
    async (route) => {
      const { container } = renderPage(await pageAt(repository, route))
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

  it.each(SITE_ROUTES)('%s gives every image the alt text its content gives it', async (route) => {
    const page = await pageAt(repository, route)
    for (const { element, shows, source } of renderedImages(renderPage(page).container, page)) {
      const alts = shows.map((image) => image.alt)
      expect(alts, `the content describes ${source}`).not.toContain('')
      expect(alts, source).toContain(element.getAttribute('alt'))
      expect(Number(element.getAttribute('width'))).toBeGreaterThan(0)
      expect(Number(element.getAttribute('height'))).toBeGreaterThan(0)
    }
  })

  it('gives an image marked decorative an empty alt, so screen readers pass over it', async () => {
    const page = structuredClone(await pageAt(repository, '/'))
    const images = imagesIn(page)
    // An image that appears once on the page, so its <img> is told apart from the others.
    const decorative = images.find(
      (image) => images.filter((other) => other.asset.id === image.asset.id).length === 1,
    )!
    Object.assign(decorative, { alt: '', decorative: true })
    const rendered = renderedImages(renderPage(page).container, page)
    const shown = rendered.filter(({ shows }) => shows.includes(decorative))
    expect(shown).toHaveLength(1)
    expect(shown[0]!.element.getAttribute('alt')).toBe('')
    for (const { element } of rendered.filter(({ shows }) => !shows.includes(decorative)))
      expect(element.getAttribute('alt')).not.toBe('')
  })

  it('gives a page that opens without a heading its title as the h1', async () => {
    const page = await pageAt(repository, '/privacy')
    const withoutHeader = { ...page, sections: page.sections.filter((s) => s.type === 'content') }
    const { container } = renderPage(withoutHeader)
    expect(container.querySelector('h1')?.textContent).toBe(page.title)
  })

  it('boxes each of its own sections for an editor with where it is edited; visitors get none', async () => {
    const page = await pageAt(repository, '/')
    const visitors = renderPage(page).container
    expect(visitors.querySelectorAll('[data-sanity]')).toHaveLength(0)
    expect(visitors.querySelector('article')?.hasAttribute('data-edited-document')).toBe(false)
    cleanup()

    const editors = {
      ...page,
      sections: page.sections.map((section) => ({ ...section, editTarget: `at ${section.key}` })),
    }
    const article = renderPage(editors).container.querySelector('article')!
    expect(article.dataset.editedDocument).toBe(page.id)
    const boxes = [...article.querySelectorAll<HTMLElement>(':scope > [data-sanity]')]
    expect(boxes.map((box) => [box.dataset.sanity, box.dataset.sectionKey])).toEqual(
      page.sections.map((section) => [`at ${section.key}`, section.key]),
    )
    // Each box holds its section alone.
    for (const box of boxes) expect(box.children).toHaveLength(1)
  })
})
