import { parseImageAssetId } from '@/domain/content/assets'
import { renditionRect } from '@/domain/content/image-crop'
import { DEFAULT_IMAGE_QUALITY, IMAGE_WIDTHS, snapToBreakpoint } from '@/domain/images'
import type { DraftAssetGrants } from '@/ports/draft-asset-grants'
import type { ImageSource, ImageUrlBuilder, ImageUrlOptions } from '@/ports/image-url-builder'

/** The site's own image optimiser (Next.js), which resizes images the site serves itself. */
export const OPTIMISER_PATH = '/_next/image'

/**
 * Image URLs on the site's own optimiser, for assets served from the site (the fixtures).
 * The optimiser picks the format from the browser's Accept header and keeps the aspect ratio,
 * so only width and quality apply there. The part of the image a rendition shows (its crop, or
 * a shape around the focus) is cut by the file's own route first (`?rect=left,top,width,height`,
 * the image CDN's parameter), which the optimiser then resizes.
 */
export class OptimiserImageUrlBuilder implements ImageUrlBuilder {
  /**
   * @param assetBasePath where the asset files are served, e.g. /fixtures/production
   * @param draftGrants for editors' pages: lets the optimiser, which fetches each image without
   *   the editor's cookies, read the files that only drafts use (a `draft` grant in the address)
   */
  constructor(
    private readonly assetBasePath: string,
    private readonly draftGrants?: DraftAssetGrants,
  ) {}

  url(image: ImageSource, options: ImageUrlOptions = {}): string {
    const { asset } = image
    const parts = parseImageAssetId(asset.id)
    if (!parts) throw new Error(`Not an image asset id: ${asset.id}`)
    const name = `${parts.hash}-${parts.width}x${parts.height}.${parts.format}`
    const width = snapToBreakpoint(options.width ?? IMAGE_WIDTHS.at(-1)!)
    const quality = options.quality ?? DEFAULT_IMAGE_QUALITY
    const rect = renditionRect({ ...image, asset: parts }, { width, height: options.height })
    const query = [
      rect && `rect=${rect.left},${rect.top},${rect.width},${rect.height}`,
      this.draftGrants && `draft=${this.draftGrants.grant(name)}`,
    ].filter(Boolean)
    const file = `${this.assetBasePath}/images/${name}`
    const source = query.length > 0 ? `${file}?${query.join('&')}` : file
    return `${OPTIMISER_PATH}?url=${encodeURIComponent(source)}&w=${width}&q=${quality}`
  }
}
