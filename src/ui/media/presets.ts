/** How wide each kind of image is drawn; `least`/`most` bound the device pixels asked for. */
export const IMAGE_PRESETS = {
  /** Across the content column: team photo, WebGL still. A 320 px phone asks for 560. */
  full: { sizes: '(min-width: 90rem) 88rem, 100vw', least: 560 },
  /** Beside the words of a page's opening; 42 % of a 1024 px desktop window is the least. */
  header: { sizes: '(min-width: 64rem) 42vw, 100vw', least: 430 },
  /** One side of a two-column section; 45 % of a 1024 px desktop window is the least. */
  half: { sizes: '(min-width: 64rem) 45vw, 100vw', least: 460 },
  /** A card in a grid of up to three; 45 % of a 768 px window is the least. */
  card: { sizes: '(min-width: 80rem) 30vw, (min-width: 48rem) 45vw, 100vw', least: 345 },
  collage: { sizes: '(min-width: 64rem) 28vw, 50vw' },
  /** A grid of four, three, two, then a 6rem thumbnail; 428 CSS pixels at most, at 2560 px. */
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
