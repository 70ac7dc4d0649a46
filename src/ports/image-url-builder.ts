import type { ServiceIdentifier } from 'inversify'
import type { Image } from '@/domain/content/assets'
import type { ImageFit, ImageFormat } from '@/domain/image-renditions'

/** A rendition's modifiers, with the image CDN's meaning (src/domain/image-renditions.ts). */
export interface ImageUrlOptions {
  /** Snapped up to a breakpoint. */
  width?: number
  height?: number
  /** 1–100; DEFAULT_IMAGE_QUALITY when absent. */
  quality?: number
  /** `auto` (also when absent): AVIF or WebP where the browser takes it. */
  format?: ImageFormat | 'auto'
  fit?: ImageFit
  /** A colour as `#rrggbb` (or `#aarrggbb`), behind what `fit: 'fill'` leaves empty. */
  background?: string
}

export type ImageSource = Pick<Image, 'asset' | 'crop' | 'focus'>

/** Every rendition shows the image's crop, and only that (renditionRect in the domain). */
export interface ImageUrlBuilder {
  url(image: ImageSource, options?: ImageUrlOptions): string
}

export const ImageUrlBuilderToken: ServiceIdentifier<ImageUrlBuilder> =
  Symbol.for('ImageUrlBuilder')

/** For draft mode: its URLs also reach images only drafts use (through DraftAssetGrants). */
export const DraftImageUrlBuilderToken: ServiceIdentifier<ImageUrlBuilder> =
  Symbol.for('DraftImageUrlBuilder')
