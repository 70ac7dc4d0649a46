import { parsePixelRect, type PixelRect } from './content/image-crop.ts'

/*
 * A rendition of an image as an image CDN's URL asks for it (Sanity's, which follows imgix):
 * `rect` (the part to show), `w`, `h`, `q`, `fm`, `auto=format`, `fit` and `bg`. The site's own
 * optimiser reads the same grammar, so that one set of options means one picture on both.
 */

/** How a picture meets a width and a height, with the image CDN's meaning of each. */
export const IMAGE_FITS = ['clip', 'crop', 'fill', 'max', 'min', 'scale'] as const
export type ImageFit = (typeof IMAGE_FITS)[number]

/** The formats a rendition can be asked in; `auto` is the best the browser's Accept takes. */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpg', 'png'] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]

export interface Rendition {
  rect?: PixelRect
  width?: number
  height?: number
  /** 1–100; 100 when the address names none. */
  quality: number
  /** Absent: the source's own format. */
  format?: ImageFormat | 'auto'
  fit: ImageFit
  /** A colour as `rrggbb` or `aarrggbb` (alpha first, as the CDN writes it). */
  background?: string
}

/** The parameters of the grammar; anything else in a rendition's address is refused. */
export const RENDITION_PARAMETERS = ['rect', 'w', 'h', 'q', 'fm', 'auto', 'fit', 'bg'] as const

const WHOLE = /^[1-9]\d{0,4}$/
const COLOUR = /^(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i

/**
 * The rendition a query asks of an image of `size`, or why it cannot be made: a clear message
 * for a 400. `largestSide` bounds the work one request may ask for.
 */
export function parseRendition(
  search: URLSearchParams,
  size: { width: number; height: number },
  largestSide: number,
): Rendition | { error: string } {
  for (const name of search.keys()) {
    if (!(RENDITION_PARAMETERS as readonly string[]).includes(name))
      return { error: `Unknown parameter: ${name}` }
    if (search.getAll(name).length > 1) return { error: `${name} is given more than once` }
  }
  const once = (name: string) => search.get(name) ?? undefined
  const rendition: Rendition = { quality: 100, fit: 'clip' }
  const rect = once('rect')
  if (rect !== undefined) {
    rendition.rect = parsePixelRect(rect, size)
    if (!rendition.rect)
      return { error: 'rect must be left,top,width,height in whole pixels, within the image' }
  }
  for (const [name, key] of [
    ['w', 'width'],
    ['h', 'height'],
  ] as const) {
    const value = once(name)
    if (value === undefined) continue
    if (!WHOLE.test(value) || Number(value) > largestSide)
      return { error: `${name} must be a whole number of pixels from 1 to ${largestSide}` }
    rendition[key] = Number(value)
  }
  const quality = once('q')
  if (quality !== undefined) {
    if (!WHOLE.test(quality) || Number(quality) > 100)
      return { error: 'q must be a whole number from 1 to 100' }
    rendition.quality = Number(quality)
  }
  const format = once('fm')
  const auto = once('auto')
  if (auto !== undefined && auto !== 'format') return { error: 'auto must be format' }
  if (format !== undefined) {
    if (!(IMAGE_FORMATS as readonly string[]).includes(format))
      return { error: `fm must be one of ${IMAGE_FORMATS.join(', ')}` }
    rendition.format = format as ImageFormat
  }
  // As on the CDN, `auto=format` wins where the browser takes a better format.
  if (auto === 'format') rendition.format = 'auto'
  const fit = once('fit')
  if (fit !== undefined) {
    if (!(IMAGE_FITS as readonly string[]).includes(fit))
      return { error: `fit must be one of ${IMAGE_FITS.join(', ')}` }
    rendition.fit = fit as ImageFit
  }
  const background = once('bg')
  if (background !== undefined) {
    if (!COLOUR.test(background))
      return { error: 'bg must be a colour in hexadecimal: rgb, rrggbb or aarrggbb' }
    rendition.background = background.toLowerCase()
  }
  return rendition
}

/** The query that asks for a rendition, in the grammar parseRendition reads. */
export function renditionQuery(rendition: Partial<Rendition>): URLSearchParams {
  const { rect, width, height, quality, format, fit, background } = rendition
  const query = new URLSearchParams()
  if (rect) query.set('rect', [rect.left, rect.top, rect.width, rect.height].join(','))
  if (width) query.set('w', String(width))
  if (height) query.set('h', String(height))
  if (quality !== undefined) query.set('q', String(quality))
  if (format === 'auto') query.set('auto', 'format')
  else if (format) query.set('fm', format)
  if (fit && fit !== 'clip') query.set('fit', fit)
  if (background) query.set('bg', background.replace('#', ''))
  return query
}

/**
 * The format to encode in: the one asked for; for `auto`, AVIF or WebP when the browser takes it,
 * else the source's own; absent, the source's own (`sourceFormat`: its file extension).
 */
export function formatFor(
  rendition: Pick<Rendition, 'format'>,
  accept: string | null,
  sourceFormat: string,
): ImageFormat {
  const own: ImageFormat = (IMAGE_FORMATS as readonly string[]).includes(sourceFormat)
    ? (sourceFormat as ImageFormat)
    : sourceFormat === 'jpeg'
      ? 'jpg'
      : 'png'
  if (rendition.format === 'auto') {
    if (accept?.includes('image/avif')) return 'avif'
    if (accept?.includes('image/webp')) return 'webp'
    return own
  }
  return rendition.format ?? own
}
