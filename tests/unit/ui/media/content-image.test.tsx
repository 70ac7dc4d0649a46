// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { image as imageSchema } from '@/adapters/groq/schema/assets'
import { SanityCdnImageUrlBuilder } from '@/adapters/images/sanity-cdn-image-url-builder'
import type { Image } from '@/domain/content/assets'
import { ContentImage } from '@/ui/media/ContentImage'
import { fixturesAssetUrls } from '../../../support/asset-urls'

afterEach(cleanup)

const asset = {
  _id: 'image-8f0c2d1e-1600x1200-jpg',
  extension: 'jpg',
  metadata: { lqip: null, dimensions: null, palette: null },
}

const show = (image: Image) =>
  render(<ContentImage image={image} assetUrls={fixturesAssetUrls()} preset="half" />)

describe("an image's focus", () => {
  it("is the editor's hotspot, and keeps that point in view where the layout crops", () => {
    const image = imageSchema.parse({
      alt: 'The studio at night',
      decorative: false,
      focus: { x: 0.25, y: 0.8 },
      asset,
    })
    expect(image.focus).toEqual({ x: 0.25, y: 0.8 })
    show(image)
    const shown = screen.getByAltText('The studio at night')
    expect(shown.style.objectPosition).toBe('25% 80%')
    expect(shown.style.backgroundPosition).toBe('25% 80%')
  })

  it('is the centre, as the stylesheet has it, when the editor set none', () => {
    const image = imageSchema.parse({ alt: 'A desk', decorative: null, focus: null, asset })
    expect(image).not.toHaveProperty('focus')
    show(image)
    expect(screen.getByAltText('A desk').style.objectPosition).toBe('')
  })

  it('must lie on the image', () => {
    const outside = imageSchema.safeParse({ alt: 'A desk', focus: { x: 1.2, y: 0.5 }, asset })
    expect(outside.error?.issues.map((issue) => issue.message)).toEqual(['must be from 0 to 1'])
  })
})

describe('what an image carries into the page', () => {
  const photo = imageSchema.parse({
    alt: 'The studio at night',
    decorative: false,
    asset: {
      ...asset,
      metadata: {
        lqip: 'data:image/jpeg;base64,/9j/2wBDAA0JCgsKCA0LCgsO',
        dimensions: { width: 1600, height: 1200 },
        palette: { dominant: { background: '#081818' } },
      },
    },
  })
  const srcSetOf = (element: HTMLElement) =>
    (element.getAttribute('srcset') ?? '').split(', ').map((candidate) => candidate.split(' ')[1])

  it('is a blurred preview for the page’s first image, and its colour for the lazy ones', () => {
    const { unmount } = render(
      <ContentImage image={photo} assetUrls={fixturesAssetUrls()} preset="half" priority />,
    )
    const first = screen.getByAltText('The studio at night')
    expect(first.style.backgroundImage).toContain('data:image/jpeg;base64,')
    expect(first.style.backgroundColor).toBe('rgb(8, 24, 24)')
    unmount()

    render(<ContentImage image={photo} assetUrls={fixturesAssetUrls()} preset="half" />)
    const lazy = screen.getByAltText('The studio at night')
    expect(lazy.getAttribute('loading')).toBe('lazy')
    expect(lazy.style.backgroundImage).toBe('')
    expect(lazy.style.backgroundColor).toBe('rgb(8, 24, 24)')
  })

  it('offers the widths screens ask for: from 640 for a half-page photo, the smallest for a face', () => {
    const { unmount } = render(
      <ContentImage image={photo} assetUrls={fixturesAssetUrls()} preset="half" />,
    )
    expect(srcSetOf(screen.getByAltText('The studio at night'))).toEqual([
      '640w',
      '768w',
      '1024w',
      '1280w',
      '1536w',
    ])
    unmount()
    render(<ContentImage image={photo} assetUrls={fixturesAssetUrls()} preset="avatar" />)
    // One width: the src alone, with nothing for the browser to choose from.
    const face = screen.getByAltText('The studio at night')
    expect(face.getAttribute('src')).toMatch(/[?&]w=320\b/)
    expect(face.hasAttribute('srcset')).toBe(false)
    expect(face.hasAttribute('sizes')).toBe(false)
  })

  it('writes no attribute or style it has no value for', () => {
    render(<ContentImage image={photo} assetUrls={fixturesAssetUrls()} preset="avatar" />)
    const face = screen.getByAltText('The studio at night')
    expect(face.hasAttribute('fetchpriority')).toBe(false)
    expect(face.getAttribute('style')).toBe('background-color: rgb(8, 24, 24);')
  })
})

describe("an image's URLs", () => {
  const photo = imageSchema.parse({
    alt: 'The studio at night',
    decorative: false,
    asset: { ...asset, metadata: { ...asset.metadata, dimensions: { width: 1600, height: 1200 } } },
  })

  it.each([
    ['the site’s optimiser', fixturesAssetUrls()],
    [
      'the Sanity image CDN',
      {
        ...fixturesAssetUrls(),
        images: new SanityCdnImageUrlBuilder({ projectId: 'abc123', dataset: 'production' }),
      },
    ],
  ])('are the ones %s builds, for the src and every srcset width', (_, assetUrls) => {
    render(<ContentImage image={photo} assetUrls={assetUrls} preset="half" />)
    const shown = screen.getByAltText('The studio at night')
    const widths = [640, 768, 1024, 1280, 1536]
    expect(shown.getAttribute('src')).toBe(assetUrls.images.url(photo, { width: 1536 }))
    expect(shown.getAttribute('srcset')).toBe(
      widths.map((width) => `${assetUrls.images.url(photo, { width })} ${width}w`).join(', '),
    )
  })
})
