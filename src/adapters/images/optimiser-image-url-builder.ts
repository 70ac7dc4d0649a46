import { parseImageAssetId } from '@/domain/content/assets'
import { renditionRect } from '@/domain/content/image-crop'
import { DEFAULT_IMAGE_QUALITY, IMAGE_WIDTHS, snapToBreakpoint } from '@/domain/images'
import type { DraftAssetGrants } from '@/ports/draft-asset-grants'
import type { ImageSource, ImageUrlBuilder, ImageUrlOptions } from '@/ports/image-url-builder'

export const OPTIMISER_PATH = '/_next/image'

/**
 * Next's optimiser for assets the site serves itself: it picks the format and keeps the ratio, so
 * a rendition's part is cut first by the file's route (`?rect=`, the image CDN's parameter).
 */
export class OptimiserImageUrlBuilder implements ImageUrlBuilder {
  /** `draftGrants`: for editors' pages, lets the cookieless optimiser read draft-only files. */
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
