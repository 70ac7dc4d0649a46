import { createImageUrlBuilder } from '@sanity/image-url'
import { parseImageAssetId } from '@/domain/content/assets'
import { renditionRect } from '@/domain/content/image-crop'
import { DEFAULT_IMAGE_QUALITY, snapToBreakpoint } from '@/domain/images'
import type { ImageSource, ImageUrlBuilder, ImageUrlOptions } from '@/ports/image-url-builder'
import { assertDatasetName, assertImageSource, assertProjectId } from '../sanity/client-rules'

export class SanityCdnImageUrlBuilder implements ImageUrlBuilder {
  private readonly builder

  constructor(options: { projectId: string; dataset: string }) {
    assertProjectId(options.projectId)
    assertDatasetName(options.dataset)
    this.builder = createImageUrlBuilder({ projectId: options.projectId, dataset: options.dataset })
  }

  url(image: ImageSource, options: ImageUrlOptions = {}): string {
    const { asset } = image
    assertImageSource(asset.id)
    const width = options.width && snapToBreakpoint(options.width)
    const { height, fit } = options
    // The part shown, as the offline optimiser cuts it (renditionRect): the builder's own crop and
    // hotspot handling is left off so that a fit other than crop meets the whole crop.
    const size = parseImageAssetId(asset.id)!
    const rect = renditionRect({ ...image, asset: size }, { width, height, fit })
    let url = this.builder
      .image(asset.id)
      .ignoreImageParams()
      .quality(options.quality ?? DEFAULT_IMAGE_QUALITY)
    if (rect) url = url.rect(rect.left, rect.top, rect.width, rect.height)
    if (width) url = url.width(width)
    if (height) url = url.height(height)
    // The CDN makes AVIF only through `auto=format`, for browsers that take it.
    const { format = 'auto' } = options
    url = format === 'auto' || format === 'avif' ? url.auto('format') : url.format(format)
    if (fit) url = url.fit(fit)
    if (options.background) url = url.bg(options.background.replace('#', ''))
    return url.url()
  }
}
