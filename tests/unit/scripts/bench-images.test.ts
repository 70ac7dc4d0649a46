import { describe, expect, it } from 'vitest'
import { imageChecksOf, imagesMarkdownOf } from '../../../scripts/bench/report'

const image = (drawnWidth: number, fetchedWidth: number, neededWidth: number) => ({
  src: `http://127.0.0.1/_next/image?w=${fetchedWidth}`,
  drawnWidth,
  fetchedWidth,
  neededWidth,
  avifBytes: 6 * 1024,
  webpBytes: 8 * 1024,
})

describe("the first screen's images on the phone", () => {
  const routes = [
    { route: '/', images: [] },
    { route: '/products', images: [image(366.4, 768, 768)] },
    { route: '/life-at-alts', images: [image(366.4, 1024, 768), image(96, 320, 320)] },
  ]

  it('shows each route’s AVIF and WebP bytes and the widths, the oversized judged', () => {
    expect(imagesMarkdownOf(routes).split('\n').slice(2, 7)).toEqual([
      '| route | images | AVIF | WebP | AVIF saves | drawn → fetched (needed) px ¹ | fetched wider than needed = 0 |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      '| / | 0 | 0.0 KB | 0.0 KB | — | — | 0 |',
      '| /products | 1 | 6.0 KB | 8.0 KB | 25.0 % | 366 → 768 (768) | 0 |',
      '| /life-at-alts | 2 | 12.0 KB | 16.0 KB | 25.0 % | 366 → 1024 (768), 96 → 320 (320) | **1 ✗** |',
    ])
  })

  it('holds each route to no image fetched wider than the phone draws it', () => {
    expect(imageChecksOf(routes).map(({ where, within }) => `${where} ${within}`)).toEqual([
      '/ true',
      '/products true',
      '/life-at-alts false',
    ])
  })
})
