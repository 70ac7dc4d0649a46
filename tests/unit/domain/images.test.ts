import { describe, expect, it } from 'vitest'
import {
  BREAKPOINTS,
  DEFAULT_IMAGE_QUALITY,
  IMAGE_WIDTHS,
  snapToBreakpoint,
  srcSetWidths,
} from '@/domain/images'

describe('image widths', () => {
  it('are the breakpoints xs 320, sm 640, md 768, lg 1024, xl 1280, 2xl 1536', () => {
    expect(BREAKPOINTS).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 })
    expect(IMAGE_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1536])
  })

  it('snap up to the next breakpoint, and down to the largest beyond it', () => {
    expect(snapToBreakpoint(1)).toBe(320)
    expect(snapToBreakpoint(320)).toBe(320)
    expect(snapToBreakpoint(321)).toBe(640)
    expect(snapToBreakpoint(700)).toBe(768)
    expect(snapToBreakpoint(1536)).toBe(1536)
    expect(snapToBreakpoint(4000)).toBe(1536)
  })

  it('offer a srcset up to the first breakpoint that covers the image, never beyond', () => {
    expect(srcSetWidths(600)).toEqual([320, 640])
    expect(srcSetWidths(900)).toEqual([320, 640, 768, 1024])
    expect(srcSetWidths(2100)).toEqual(IMAGE_WIDTHS)
    expect(srcSetWidths(0)).toEqual(IMAGE_WIDTHS)
  })

  it('offer no more pixels than an image is ever drawn across', () => {
    expect(srcSetWidths(1600, 168)).toEqual([320])
    expect(srcSetWidths(1600, 700)).toEqual([320, 640, 768])
    expect(srcSetWidths(600, 2000)).toEqual([320, 640])
    expect(srcSetWidths(0, 168)).toEqual([320])
  })

  it('offer no width narrower than any screen asks for', () => {
    expect(srcSetWidths(1600, Infinity, 460)).toEqual([640, 768, 1024, 1280, 1536])
    expect(srcSetWidths(0, Infinity, 560)).toEqual([640, 768, 1024, 1280, 1536])
    expect(srcSetWidths(900, 768, 300)).toEqual([320, 640, 768])
    // An image smaller than the least a screen asks for is offered at its own size.
    expect(srcSetWidths(500, Infinity, 700)).toEqual([640])
  })

  it('default to a quality that looks the same as full at a fraction of the bytes', () => {
    expect(DEFAULT_IMAGE_QUALITY).toBe(80)
  })
})
