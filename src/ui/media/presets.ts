/**
 * How wide each kind of image is drawn, as the `sizes` attribute says it: the browser picks the
 * smallest rendition from the srcset that fills it. They follow the layouts' CSS breakpoints
 * (30rem, 48rem, 64rem, 80rem, 90rem), so a change of layout is a change here.
 *
 * `least` and `most` bound the device pixels a screen can ask for, from `sizes` and the pixel
 * densities screens have: phones draw 2 device pixels to a CSS pixel (the srcset tops out
 * there: a third is not seen at arm's length), and a window 1 device pixel to a CSS pixel is a
 * desktop's, at least 64rem wide in practice. Widths outside the bounds would never be picked,
 * so the srcset leaves them out: every candidate costs its URL twice in the page (markup and
 * RSC payload).
 */
export const IMAGE_PRESETS = {
  /** Across the content column: team photo, WebGL still. A 320 px phone asks for 560. */
  full: { sizes: '(min-width: 90rem) 88rem, 100vw', least: 560 },
  /** Beside the words of a page's opening; 42 % of a 1024 px desktop window is the least. */
  header: { sizes: '(min-width: 64rem) 42vw, 100vw', least: 430 },
  /** One side of a two-column section; 45 % of a 1024 px desktop window is the least. */
  half: { sizes: '(min-width: 64rem) 45vw, 100vw', least: 460 },
  /** A card in a grid of up to three; 45 % of a 768 px window is the least. */
  card: { sizes: '(min-width: 80rem) 30vw, (min-width: 48rem) 45vw, 100vw', least: 345 },
  /** A tile in a collage of two columns. */
  collage: { sizes: '(min-width: 64rem) 28vw, 50vw' },
  /**
   * A portrait in a grid of up to four from 80rem, three from 48rem, two from 30rem, and a 6rem
   * thumbnail beside the words below that. Widest on the widest screens, where the root font
   * grows: 428 CSS pixels at 2560 px, so 2 device pixels ask for at most 1024.
   */
  portrait: {
    sizes: '(min-width: 80rem) 22vw, (min-width: 48rem) 30vw, (min-width: 30rem) 50vw, 6rem',
    most: 1024,
  },
  /** A small round face beside a name: never drawn wider than 56 CSS pixels. */
  avatar: { sizes: '3.5rem', most: 112 },
} as const satisfies Record<string, { sizes: string; least?: number; most?: number }>

/** The device pixels a screen may ask for an image of the preset: `[least, most]`. */
export function devicePixelsFor(preset: ImagePreset): [least: number, most: number] {
  const bounds: { sizes: string; least?: number; most?: number } = IMAGE_PRESETS[preset]
  return [bounds.least ?? 0, bounds.most ?? Infinity]
}

export type ImagePreset = keyof typeof IMAGE_PRESETS

/** The preset's `sizes`; an unknown preset is a programming error, named as such. */
export function sizesFor(preset: string): string {
  if (!Object.hasOwn(IMAGE_PRESETS, preset)) {
    throw new Error(
      `Unknown image preset "${preset}": use one of ${Object.keys(IMAGE_PRESETS).join(', ')}`,
    )
  }
  return IMAGE_PRESETS[preset as ImagePreset].sizes
}
