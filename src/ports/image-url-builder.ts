import type { ServiceIdentifier } from 'inversify'
import type { ImageAsset } from '@/domain/content/assets'

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

/** Turns an image asset into the URL of a resized rendition, whichever service serves it. */
export interface ImageUrlBuilder {
  url(asset: ImageAsset, options?: ImageUrlOptions): string
}

export const ImageUrlBuilderToken: ServiceIdentifier<ImageUrlBuilder> =
  Symbol.for('ImageUrlBuilder')
