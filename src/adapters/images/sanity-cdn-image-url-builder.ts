import { createImageUrlBuilder } from '@sanity/image-url'
import type { ImageAsset } from '@/domain/content/assets'
import { DEFAULT_IMAGE_QUALITY, snapToBreakpoint } from '@/domain/images'
import type { ImageUrlBuilder, ImageUrlOptions } from '@/ports/image-url-builder'
import { assertDatasetName, assertImageSource, assertProjectId } from '../sanity/client-rules'

/** Image URLs on Sanity's image CDN (cdn.sanity.io), which resizes on request. */
export class SanityCdnImageUrlBuilder implements ImageUrlBuilder {
  private readonly builder

  constructor(options: { projectId: string; dataset: string }) {
    assertProjectId(options.projectId)
    assertDatasetName(options.dataset)
    this.builder = createImageUrlBuilder({ projectId: options.projectId, dataset: options.dataset })
  }

  url(asset: ImageAsset, options: ImageUrlOptions = {}): string {
    assertImageSource(asset.id)
    let image = this.builder.image(asset.id).quality(options.quality ?? DEFAULT_IMAGE_QUALITY)
    if (options.width) image = image.width(snapToBreakpoint(options.width))
    if (options.height) image = image.height(options.height)
    if (options.format) image = image.format(options.format)
    else image = image.auto('format')
    if (options.fit) image = image.fit(options.fit)
    if (options.background) image = image.bg(options.background.replace('#', ''))
    return image.url()
  }
}
