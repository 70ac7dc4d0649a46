import { parseImageAssetId } from '@/domain/content/assets'
import { renditionRect } from '@/domain/content/image-crop'
import { renditionQuery } from '@/domain/image-renditions'
import { DEFAULT_IMAGE_QUALITY, IMAGE_WIDTHS, snapToBreakpoint } from '@/domain/images'
import type { DraftAssetGrants } from '@/ports/draft-asset-grants'
import type { ImageSource, ImageUrlBuilder, ImageUrlOptions } from '@/ports/image-url-builder'

export const OPTIMISER_PATH = '/_next/image'

/**
 * Images the site serves itself. Next's optimiser makes what it can: a breakpoint width at the
 * site's quality, in the best format the browser takes (it keeps the ratio, so a rendition's
 * part is cut first by the file's route, `?rect=` as on the image CDN). Anything more (a height,
 * a fit, a format, a background, another quality) the file's route renders itself, from the same
 * address grammar the CDN reads.
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
    const { height, fit, background, format = 'auto' } = options
    const rect = renditionRect({ ...image, asset: parts }, { width, height, fit })
    const file = `${this.assetBasePath}/images/${name}`
    const grant = this.draftGrants && `draft=${this.draftGrants.grant(name)}`
    const optimiserMakesIt =
      height === undefined &&
      !fit &&
      !background &&
      format === 'auto' &&
      quality === DEFAULT_IMAGE_QUALITY
    if (!optimiserMakesIt) {
      const query = renditionQuery({ rect, width, height, quality, format, fit, background })
      return `${file}?${[query.toString(), grant].filter(Boolean).join('&')}`
    }
    const query = [rect && `rect=${rect.left},${rect.top},${rect.width},${rect.height}`, grant]
    const source = query.some(Boolean) ? `${file}?${query.filter(Boolean).join('&')}` : file
    return `${OPTIMISER_PATH}?url=${encodeURIComponent(source)}&w=${width}&q=${quality}`
  }
}
