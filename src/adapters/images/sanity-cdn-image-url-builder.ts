import { createImageUrlBuilder } from '@sanity/image-url'
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

  url({ asset, crop, focus }: ImageSource, options: ImageUrlOptions = {}): string {
    assertImageSource(asset.id)
    // The builder adds the `rect` crop and hotspot make; only the hotspot's centre counts.
    const source =
      crop || focus
        ? {
            asset: { _ref: asset.id },
            crop: crop ?? { top: 0, bottom: 0, left: 0, right: 0 },
            hotspot: { x: focus?.x ?? 0.5, y: focus?.y ?? 0.5, width: 0, height: 0 },
          }
        : asset.id
    let image = this.builder.image(source).quality(options.quality ?? DEFAULT_IMAGE_QUALITY)
    if (options.width) image = image.width(snapToBreakpoint(options.width))
    if (options.height) image = image.height(options.height)
    if (options.format) image = image.format(options.format)
    else image = image.auto('format')
    if (options.fit) image = image.fit(options.fit)
    if (options.background) image = image.bg(options.background.replace('#', ''))
    return image.url()
  }
}
