/**
 * The widths images are produced in. Every image URL uses one of them, so the image CDN and
 * the site's optimiser each keep a small, cacheable set of renditions.
 */
export const BREAKPOINTS = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
} as const

export const IMAGE_WIDTHS: readonly number[] = Object.values(BREAKPOINTS)

/**
 * The quality images are requested at unless a caller asks otherwise. At 80, WebP draws the
 * site's illustrations (flat shapes, soft gradients) with no difference a visitor can see from
 * 100, in a sixth to two fifths of the bytes: the hero of /products at 768 px is 21 KB against
 * 106 KB, which on a phone's link is the difference between arriving with the text or after it.
 */
export const DEFAULT_IMAGE_QUALITY = 80

/** The smallest breakpoint width that is at least `width`; the largest one for anything wider. */
export function snapToBreakpoint(width: number): number {
  return IMAGE_WIDTHS.find((breakpoint) => breakpoint >= width) ?? IMAGE_WIDTHS.at(-1)!
}

/**
 * The breakpoint widths worth offering for an image `intrinsicWidth` pixels wide, never needed
 * wider than `neededWidth` device pixels nor narrower than `leastWidth`: all between the two,
 * plus the next one up (no point in upscaling, in sending more pixels than are drawn, or in
 * listing a width no screen would pick).
 */
export function srcSetWidths(
  intrinsicWidth: number,
  neededWidth = Infinity,
  leastWidth = 0,
): number[] {
  const widest = intrinsicWidth > 0 ? Math.min(intrinsicWidth, neededWidth) : neededWidth
  if (widest === Infinity)
    return IMAGE_WIDTHS.filter((width) => width >= snapToBreakpoint(leastWidth))
  const narrowest = Math.min(snapToBreakpoint(leastWidth), snapToBreakpoint(widest))
  const between = IMAGE_WIDTHS.filter((width) => width >= narrowest && width < widest)
  return [...new Set([...between, snapToBreakpoint(widest)])]
}
