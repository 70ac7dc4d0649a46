import { parseImageAssetId, type ImageAsset } from '@/domain/content/assets'
import { DEFAULT_IMAGE_QUALITY, IMAGE_WIDTHS, snapToBreakpoint } from '@/domain/images'
import type { ImageUrlBuilder, ImageUrlOptions } from '@/ports/image-url-builder'

/** The site's own image optimiser (Next.js), which resizes images the site serves itself. */
export const OPTIMISER_PATH = '/_next/image'

/**
 * Image URLs on the site's own optimiser, for assets served from the site (the fixtures).
 * The optimiser picks the format from the browser's Accept header and keeps the aspect ratio,
 * so only width and quality apply here.
 */
export class OptimiserImageUrlBuilder implements ImageUrlBuilder {
  /** @param assetBasePath where the asset files are served, e.g. /fixtures/production */
  constructor(private readonly assetBasePath: string) {}

  url(asset: ImageAsset, options: ImageUrlOptions = {}): string {
    const parts = parseImageAssetId(asset.id)
    if (!parts) throw new Error(`Not an image asset id: ${asset.id}`)
    const source = `${this.assetBasePath}/images/${parts.hash}-${parts.width}x${parts.height}.${parts.format}`
    const width = snapToBreakpoint(options.width ?? IMAGE_WIDTHS.at(-1)!)
    const quality = options.quality ?? DEFAULT_IMAGE_QUALITY
    return `${OPTIMISER_PATH}?url=${encodeURIComponent(source)}&w=${width}&q=${quality}`
  }
}
