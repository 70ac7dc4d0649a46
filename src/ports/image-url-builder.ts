import type { ServiceIdentifier } from 'inversify'
import type { Image } from '@/domain/content/assets'

export type ImageFormat = 'jpg' | 'png' | 'webp'
export type ImageFit = 'clip' | 'crop' | 'fill' | 'max' | 'min' | 'scale'

export interface ImageUrlOptions {
  /** Snapped to a breakpoint width. */
  width?: number
  height?: number
  /** 1–100; DEFAULT_IMAGE_QUALITY when absent. */
  quality?: number
  format?: ImageFormat
  fit?: ImageFit
  /** Background colour (#rrggbb) behind transparent areas. */
  background?: string
}

/**
 * What a rendition is made of: the asset, the part of it the editor keeps (crop) and the point
 * to keep in view where a rendition of another shape cuts more away (focus).
 */
export type ImageSource = Pick<Image, 'asset' | 'crop' | 'focus'>

/**
 * Turns an image into the URL of a resized rendition, whichever service serves it. Every
 * rendition shows the image's crop, and only that (see renditionRect in the domain).
 */
export interface ImageUrlBuilder {
  url(image: ImageSource, options?: ImageUrlOptions): string
}

export const ImageUrlBuilderToken: ServiceIdentifier<ImageUrlBuilder> =
  Symbol.for('ImageUrlBuilder')

/**
 * The builder for editors' pages in draft mode: its URLs also reach the images that only drafts
 * use (where the site serves images itself, through grants: see DraftAssetGrants).
 */
export const DraftImageUrlBuilderToken: ServiceIdentifier<ImageUrlBuilder> =
  Symbol.for('DraftImageUrlBuilder')
