import { describe, expect, it } from 'vitest'
import {
  croppedRect,
  focusWithinCrop,
  isUsableCrop,
  parsePixelRect,
  renditionRect,
  shownSize,
} from '@/domain/content/image-crop'

/*
 * The part of an image an editor keeps (src/domain/content/image-crop.ts): which crops the site
 * honours, the pixels they keep, the size the page lays them out at, and the part of them a
 * rendition of another shape shows.
 */

const asset = { width: 800, height: 600, aspectRatio: 4 / 3 }
const none = { top: 0, bottom: 0, left: 0, right: 0 }

describe('a crop', () => {
  it('is usable when every edge is a fraction and something is left', () => {
    expect(isUsableCrop(none)).toBe(true)
    expect(isUsableCrop({ top: 0.1, bottom: 0.2, left: 0.3, right: 0.4 })).toBe(true)
  })

  it('is not when an edge is outside 0..1 or not a number, or nothing is left', () => {
    for (const crop of [
      { ...none, top: -0.1 },
      { ...none, right: 1.2 },
      { ...none, left: Number.NaN },
      { ...none, left: 0.5, right: 0.5 },
      { ...none, top: 0.7, bottom: 0.3 },
    ])
      expect(isUsableCrop(crop), JSON.stringify(crop)).toBe(false)
  })

  it('keeps the pixels between its edges, rounded as Sanity rounds them', () => {
    expect(croppedRect(asset, { top: 0.25, bottom: 0.25, left: 0.5, right: 0 })).toEqual({
      left: 400,
      top: 150,
      width: 400,
      height: 300,
    })
    expect(croppedRect(asset)).toEqual({ left: 0, top: 0, width: 800, height: 600 })
  })

  it('is the size the page lays the image out at', () => {
    expect(shownSize({ asset, crop: { top: 0.25, bottom: 0.25, left: 0.5, right: 0 } })).toEqual({
      width: 400,
      height: 300,
      aspectRatio: 4 / 3,
    })
    expect(shownSize({ asset, crop: { top: 0, bottom: 0.5, left: 0, right: 0 } })).toEqual({
      width: 800,
      height: 300,
      aspectRatio: 8 / 3,
    })
    expect(shownSize({ asset })).toEqual({ width: 800, height: 600, aspectRatio: 4 / 3 })
  })

  it('moves the focus into its own fractions, inside it', () => {
    const crop = { top: 0, bottom: 0.5, left: 0.5, right: 0 }
    expect(focusWithinCrop({ x: 0.75, y: 0.25 }, crop)).toEqual({ x: 0.5, y: 0.5 })
    expect(focusWithinCrop({ x: 0.1, y: 0.9 }, crop)).toEqual({ x: 0, y: 1 })
  })
})

describe('the part a rendition shows', () => {
  it('is the crop at any width, and nothing to say for the whole image', () => {
    const crop = { top: 0.25, bottom: 0.25, left: 0.5, right: 0 }
    expect(renditionRect({ asset, crop }, { width: 320 })).toEqual({
      left: 400,
      top: 150,
      width: 400,
      height: 300,
    })
    expect(renditionRect({ asset }, { width: 320 })).toBeUndefined()
    expect(renditionRect({ asset, focus: { x: 0.1, y: 0.1 } }, { width: 320 })).toBeUndefined()
  })

  it('of another shape, is the largest part of the crop around the focus, inside the crop', () => {
    // A square of the whole 800 × 600 image, around a focus on the right: as far right as it goes.
    expect(
      renditionRect({ asset, focus: { x: 0.9, y: 0.5 } }, { width: 640, height: 640 }),
    ).toEqual({ left: 200, top: 0, width: 600, height: 600 })
    // A wide strip of the left half, around a focus low down.
    const crop = { top: 0, bottom: 0, left: 0, right: 0.5 }
    expect(
      renditionRect({ asset, crop, focus: { x: 0.25, y: 0.7 } }, { width: 640, height: 320 }),
    ).toEqual({ left: 0, top: 320, width: 400, height: 200 })
  })
})

describe('a rect parameter', () => {
  it('is four whole numbers of pixels within the image', () => {
    expect(parsePixelRect('0,0,800,600', asset)).toEqual({
      left: 0,
      top: 0,
      width: 800,
      height: 600,
    })
    for (const bad of [
      '',
      '0,0,800',
      '0,0,801,600',
      '1,0,800,600',
      '0,0,0,1',
      '00,0,1,1',
      '+1,0,1,1',
      '1e2,0,1,1',
      ' 1,0,1,1',
    ])
      expect(parsePixelRect(bad, asset), bad).toBeUndefined()
  })
})
