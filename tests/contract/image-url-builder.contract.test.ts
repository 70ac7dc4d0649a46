import { access } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { OptimiserImageUrlBuilder } from '@/adapters/images/optimiser-image-url-builder'
import { SanityCdnImageUrlBuilder } from '@/adapters/images/sanity-cdn-image-url-builder'
import { aspectRatioOf, parseImageAssetId, type ImageAsset } from '@/domain/content/assets'
import { DEFAULT_IMAGE_QUALITY, IMAGE_WIDTHS } from '@/domain/images'
import type { ImageUrlBuilder } from '@/ports/image-url-builder'
import { FIXTURES_ROOT, readFixtureDocuments } from '../support/fixture-documents'

/** Every image asset of the production fixtures, as the mapping gives it to a builder. */
const assets: ImageAsset[] = (
  (await readFixtureDocuments('production')) as { _id: string; _type: string }[]
)
  .filter((document) => document._type === 'sanity.imageAsset')
  .map((document) => {
    const { width, height, format } = parseImageAssetId(document._id)!
    return { id: document._id, width, height, aspectRatio: aspectRatioOf(width, height), format }
  })

/**
 * What every ImageUrlBuilder promises: a URL for any image of the content, at a breakpoint width
 * and the site's quality unless asked otherwise, that points at the image itself.
 */
function imageUrlBuilderContract(
  name: string,
  builder: ImageUrlBuilder,
  pointsAtImage: (url: URL, asset: ImageAsset) => Promise<void>,
) {
  describe(`ImageUrlBuilder contract: ${name}`, () => {
    it('has images to check', () => expect(assets.length).toBeGreaterThanOrEqual(20))

    it.each(IMAGE_WIDTHS)('gives every fixture image a valid URL %i wide', async (width) => {
      for (const asset of assets) {
        const url = new URL(builder.url({ asset }, { width }), 'http://site.invalid')
        expect(url.searchParams.get('w'), asset.id).toBe(String(width))
        expect(url.searchParams.get('q'), asset.id).toBe(String(DEFAULT_IMAGE_QUALITY))
        await pointsAtImage(url, asset)
      }
    })

    it('snaps any other width to a breakpoint', () => {
      for (const width of [1, 500, 1000, 5000]) {
        const url = new URL(builder.url({ asset: assets[0]! }, { width }), 'http://site.invalid')
        expect(IMAGE_WIDTHS).toContain(Number(url.searchParams.get('w')))
      }
    })
  })
}

imageUrlBuilderContract(
  'the site optimiser, over the fixture files',
  new OptimiserImageUrlBuilder('/fixtures/production'),
  async (url, asset) => {
    expect(url.origin).toBe('http://site.invalid')
    expect(url.pathname).toBe('/_next/image')
    const source = url.searchParams.get('url')!
    const { hash, width, height, format } = parseImageAssetId(asset.id)!
    expect(source).toBe(`/fixtures/production/images/${hash}-${width}x${height}.${format}`)
    // The file is there to be served (public/fixtures is the fixtures folder).
    await access(path.join(FIXTURES_ROOT, source.replace('/fixtures/', '')))
  },
)

imageUrlBuilderContract(
  'the Sanity image CDN',
  new SanityCdnImageUrlBuilder({ projectId: 'abc123', dataset: 'production' }),
  async (url, asset) => {
    const { hash, width, height, format } = parseImageAssetId(asset.id)!
    expect(url.origin).toBe('https://cdn.sanity.io')
    expect(url.pathname).toBe(`/images/abc123/production/${hash}-${width}x${height}.${format}`)
  },
)
