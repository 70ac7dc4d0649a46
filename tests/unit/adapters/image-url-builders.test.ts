import { describe, expect, it } from 'vitest'
import { OptimiserImageUrlBuilder } from '@/adapters/images/optimiser-image-url-builder'
import { SanityCdnImageUrlBuilder } from '@/adapters/images/sanity-cdn-image-url-builder'
import type { ImageAsset } from '@/domain/content/assets'
import { DEFAULT_IMAGE_QUALITY } from '@/domain/images'
import { sizesFor } from '@/ui/media/presets'

const asset: ImageAsset = {
  id: 'image-7ed0d9c3d9c7f60618242f27dcbd9f71302b851a-1600x1200-jpg',
  width: 1600,
  height: 1200,
  aspectRatio: 4 / 3,
  format: 'jpg',
}

describe('the Sanity image CDN URL builder', () => {
  const builder = new SanityCdnImageUrlBuilder({ projectId: 'abc123', dataset: 'production' })
  const parse = (url: string) => new URL(url)

  it('builds cdn.sanity.io URLs for the project and dataset, at the site quality by default', () => {
    const url = parse(builder.url({ asset }, { width: 640 }))
    expect(url.origin).toBe('https://cdn.sanity.io')
    expect(url.pathname).toBe(
      '/images/abc123/production/7ed0d9c3d9c7f60618242f27dcbd9f71302b851a-1600x1200.jpg',
    )
    expect(url.searchParams.get('w')).toBe('640')
    expect(url.searchParams.get('q')).toBe(String(DEFAULT_IMAGE_QUALITY))
    expect(url.searchParams.get('auto')).toBe('format')
  })

  it('passes every modifier: w, h, q, fm, fit and bg', () => {
    const url = parse(
      builder.url(
        { asset },
        {
          width: 1000,
          height: 500,
          quality: 60,
          format: 'webp',
          fit: 'crop',
          background: '#0b0b0f',
        },
      ),
    )
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      w: '1024',
      h: '500',
      q: '60',
      fm: 'webp',
      fit: 'crop',
      bg: '0b0b0f',
    })
  })

  it('snaps widths to the breakpoints', () => {
    expect(parse(builder.url({ asset }, { width: 333 })).searchParams.get('w')).toBe('640')
    expect(parse(builder.url({ asset }, { width: 9000 })).searchParams.get('w')).toBe('1536')
  })

  it('refuses an image from another provider with a clear error', () => {
    expect(() =>
      builder.url({ asset: { ...asset, id: 'https://images.example/photo.jpg' } }),
    ).toThrow()
  })
})

describe('the site optimiser URL builder', () => {
  const builder = new OptimiserImageUrlBuilder('/fixtures/production')

  it("builds /_next/image URLs for the asset file, at a breakpoint width and the site's quality", () => {
    const url = new URL(builder.url({ asset }, { width: 700 }), 'http://site.invalid')
    expect(url.pathname).toBe('/_next/image')
    expect(url.searchParams.get('url')).toBe(
      '/fixtures/production/images/7ed0d9c3d9c7f60618242f27dcbd9f71302b851a-1600x1200.jpg',
    )
    expect(url.searchParams.get('w')).toBe('768')
    expect(url.searchParams.get('q')).toBe(String(DEFAULT_IMAGE_QUALITY))
  })

  it('refuses an image from another provider with a clear error', () => {
    for (const id of ['https://images.example/photo.jpg', 'file-abc-pdf', '']) {
      expect(() => builder.url({ asset: { ...asset, id } })).toThrow(`Not an image asset id: ${id}`)
    }
  })
})

describe('image presets', () => {
  it('give the sizes of a known layout', () => {
    expect(sizesFor('avatar')).toBe('3.5rem')
  })

  it('name an unknown preset clearly', () => {
    expect(() => sizesFor('hero-xl')).toThrow(
      'Unknown image preset "hero-xl": use one of full, header, half, card, collage, portrait, avatar',
    )
  })
})
