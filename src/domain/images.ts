/** The widths images are produced in, so each image service keeps a small set of renditions. */
export const BREAKPOINTS = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
} as const

export const IMAGE_WIDTHS: readonly number[] = Object.values(BREAKPOINTS)

/** At 80, WebP draws the site's flat illustrations as 100 does in a fraction of the bytes. */
export const DEFAULT_IMAGE_QUALITY = 80

export function snapToBreakpoint(width: number): number {
  return IMAGE_WIDTHS.find((breakpoint) => breakpoint >= width) ?? IMAGE_WIDTHS.at(-1)!
}

/**
 * Breakpoint widths worth offering for an image: those between `leastWidth` and the narrower of
 * its own and `neededWidth`, plus the next one up.
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
