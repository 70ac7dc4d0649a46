/**
 * How wide each kind of image is drawn, as the `sizes` attribute says it: the browser picks the
 * smallest rendition from the srcset that fills it. They follow the layouts' CSS breakpoints
 * (48rem, 64rem, 80rem, 90rem), so a change of layout is a change here.
 */
export const IMAGE_PRESETS = {
  /** Across the content column: team photo, WebGL still. */
  full: { sizes: '(min-width: 90rem) 88rem, 100vw' },
  /** Beside the words of a page's opening. */
  header: { sizes: '(min-width: 64rem) 42vw, 100vw' },
  /** One side of a two-column section. */
  half: { sizes: '(min-width: 64rem) 45vw, 100vw' },
  /** A card in a grid of up to three. */
  card: { sizes: '(min-width: 80rem) 30vw, (min-width: 48rem) 45vw, 100vw' },
  /** A tile in a collage of two columns. */
  collage: { sizes: '(min-width: 64rem) 28vw, 50vw' },
  /** A portrait in a grid of up to four. */
  portrait: { sizes: '(min-width: 80rem) 22vw, (min-width: 48rem) 30vw, 50vw' },
  /** A small round face beside a name: never drawn wider than 56 CSS pixels. */
  avatar: { sizes: '3.5rem', widestCssPixels: 56 },
} as const satisfies Record<string, { sizes: string; widestCssPixels?: number }>

/** The densest screens draw three device pixels to a CSS pixel; more would never be seen. */
const DENSEST_SCREEN = 3

/** The most device pixels an image of the preset is drawn across, if the preset bounds it. */
export function neededWidthFor(preset: ImagePreset): number {
  const bounds = IMAGE_PRESETS[preset]
  return 'widestCssPixels' in bounds ? bounds.widestCssPixels * DENSEST_SCREEN : Infinity
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
