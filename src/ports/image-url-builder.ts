import type { ServiceIdentifier } from 'inversify'
import type { Image } from '@/domain/content/assets'

export interface ImageUrlOptions {
  width?: number
  height?: number
  /** 1–100; DEFAULT_IMAGE_QUALITY when absent. */
  quality?: number
  format?: 'jpg' | 'png' | 'webp'
  fit?: 'clip' | 'crop' | 'fill' | 'max' | 'min' | 'scale'
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
