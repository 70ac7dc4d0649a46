import { describe, expect, it } from 'vitest'
import {
  formatFor,
  parseRendition,
  renditionQuery,
  type Rendition,
} from '@/domain/image-renditions'

/* The image CDN's address grammar, as both the site's route and its URL builder speak it. */

const SIZE = { width: 1600, height: 1200 }

describe('a rendition’s address', () => {
  it('reads back as written, every modifier', () => {
    const rendition: Rendition = {
      rect: { left: 10, top: 20, width: 800, height: 600 },
      width: 640,
      height: 480,
      quality: 70,
      format: 'webp',
      fit: 'fill',
      background: 'ff00ff',
    }
    const query = renditionQuery(rendition)
    expect(query.toString()).toBe(
      'rect=10%2C20%2C800%2C600&w=640&h=480&q=70&fm=webp&fit=fill&bg=ff00ff',
    )
    expect(parseRendition(query, SIZE, 1536)).toEqual(rendition)
  })

  it('means the source’s own format at full quality, clipped, when it names neither', () => {
    expect(parseRendition(new URLSearchParams('w=320'), SIZE, 1536)).toEqual({
      width: 320,
      quality: 100,
      fit: 'clip',
    })
  })

  it('lets auto=format win over fm, as the CDN does', () => {
    expect(parseRendition(new URLSearchParams('fm=png&auto=format'), SIZE, 1536)).toMatchObject({
      format: 'auto',
    })
  })
})

describe('the format a rendition is made in', () => {
  it('is the one asked for, whatever the browser takes', () => {
    expect(formatFor({ format: 'png' }, 'image/avif,*/*', 'jpg')).toBe('png')
  })

  it('is, for auto, AVIF, else WebP, else the source’s own', () => {
    expect(formatFor({ format: 'auto' }, 'image/avif,image/webp,*/*', 'jpg')).toBe('avif')
    expect(formatFor({ format: 'auto' }, 'image/webp,*/*', 'jpg')).toBe('webp')
    expect(formatFor({ format: 'auto' }, '*/*', 'png')).toBe('png')
    expect(formatFor({ format: 'auto' }, null, 'jpg')).toBe('jpg')
  })

  it('is the source’s own when none is asked for', () => {
    expect(formatFor({}, 'image/avif,*/*', 'webp')).toBe('webp')
  })
})
