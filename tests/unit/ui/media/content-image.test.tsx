// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { image as imageSchema } from '@/adapters/groq/schema/assets'
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
