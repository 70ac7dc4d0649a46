import { createHash } from 'node:crypto'
import sharp, { type ResizeOptions, type Sharp } from 'sharp'
import type { ImageFit, ImageFormat, Rendition } from '@/domain/image-renditions'
import type { AssetFile } from '@/ports/asset-files'
// Relative, with its extension: the content emulator runs this file under Node as it is.
import { RenditionRefused, type ImageRenditions } from '../../ports/image-renditions.ts'

/** Larger sources are refused: the largest fixture image is a few megapixels. */
const MAX_INPUT_PIXELS = 40_000_000
/** One rendition's budget; sharp stops the work past it. */
const TIMEOUT_SECONDS = 20

const CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
}

/** At quality 100 the lossy formats keep every pixel: a region cut for the optimiser. */
const ENCODERS: Record<ImageFormat, (image: Sharp, quality: number) => Sharp> = {
  avif: (image, quality) => image.avif({ quality, lossless: quality === 100 }),
  webp: (image, quality) => image.webp({ quality, lossless: quality === 100 }),
  jpg: (image, quality) => image.jpeg({ quality }),
  png: (image) => image.png(),
}

/** Renditions with sharp, each `fit` with the image CDN's (imgix's) meaning. */
export class SharpImageRenditions implements ImageRenditions {
  async render(
    file: AssetFile,
    rendition: Rendition & { format: ImageFormat },
  ): Promise<AssetFile> {
    const source = Buffer.from(await new Response(file.read()).arrayBuffer())
    const { width = 0, height = 0 } = await sharp(source).metadata()
    if (width * height > MAX_INPUT_PIXELS)
      throw new RenditionRefused(`The image is larger than ${MAX_INPUT_PIXELS} pixels`)
    let image = sharp(source).timeout({ seconds: TIMEOUT_SECONDS })
    if (rendition.rect) image = image.extract(rendition.rect)
    const region = rendition.rect ?? { width, height }
    const resize = resizing(rendition, region)
    if (resize) image = image.resize(resize)
    const bytes = await ENCODERS[rendition.format](image, rendition.quality)
      .toBuffer()
      .catch((error: Error) => {
        if (/timeout/i.test(error.message))
          throw new RenditionRefused(`The rendition took longer than ${TIMEOUT_SECONDS} s`)
        throw error
      })
    return {
      contentType: CONTENT_TYPES[rendition.format],
      size: bytes.length,
      // The same file and rendition make the same bytes: a name as lasting as the file's.
      hash: `${file.hash}-${createHash('sha256').update(JSON.stringify(rendition)).digest('hex').slice(0, 16)}`,
      read: (range) =>
        new Blob([
          new Uint8Array(range ? bytes.subarray(range.start, range.end + 1) : bytes),
        ]).stream(),
    }
  }
}

/** How sharp sizes the region for the rendition's width, height and fit; none: as it is. */
function resizing(
  { width, height, fit, background }: Rendition,
  region: { width: number; height: number },
): ResizeOptions | undefined {
  if (!width && !height) return undefined
  const neverLarger = fit === 'max' || fit === 'min'
  if (!width || !height) return { width, height, withoutEnlargement: neverLarger }
  const modes: Record<ImageFit, () => ResizeOptions> = {
    clip: () => ({ width, height, fit: 'inside' }),
    max: () => ({ width, height, fit: 'inside', withoutEnlargement: true }),
    crop: () => ({ width, height, fit: 'cover' }),
    fill: () => ({ width, height, fit: 'contain', background: colour(background ?? 'ffffff') }),
    scale: () => ({ width, height, fit: 'fill' }),
    // The requested shape, cut from the middle, never larger than that cut.
    min: () => {
      const ratio = width / height
      const cutWidth = Math.min(region.width, Math.round(region.height * ratio))
      const cutHeight = Math.min(region.height, Math.round(region.width / ratio))
      return { width: Math.min(width, cutWidth), height: Math.min(height, cutHeight), fit: 'cover' }
    },
  }
  return modes[fit]()
}

/** A CDN colour (`rgb`, `rrggbb`, or `aarrggbb` with alpha first) as sharp takes it. */
function colour(hex: string) {
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex
  const [alpha, rgb] = full.length === 8 ? [full.slice(0, 2), full.slice(2)] : ['ff', full]
  const channel = (at: number) => parseInt(rgb.slice(at, at + 2), 16)
  return { r: channel(0), g: channel(2), b: channel(4), alpha: parseInt(alpha, 16) / 255 }
}
