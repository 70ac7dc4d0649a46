/**
 * Images and files live in the CMS as assets; content refers to them by id. Asset ids encode
 * what the site needs to lay an image out before it loads:
 *   image-{hash}-{width}x{height}-{format}   e.g. image-8f0c…-1600x1200-jpg
 *   file-{hash}-{extension}                 e.g. file-41ab…-mp4
 */

import type { Focus, ImageCrop } from './image-crop'

export interface ImageAsset {
  id: string
  width: number
  height: number
  /** width / height; 0 when the dimensions are unknown. */
  aspectRatio: number
  format: string
  /** A tiny blurred preview as a data URL, from the asset's metadata. */
  lqip?: string
  /** The image's dominant colour (#rrggbb), a cheaper placeholder than lqip. */
  dominantColour?: string
}

/** An image placed in content. */
export interface Image {
  asset: ImageAsset
  /** What the image shows, for people who cannot see it; empty when decorative. */
  alt: string
  decorative: boolean
  /**
   * The point to keep in view where a layout crops the image, as fractions of its width and
   * height from the top left (the editor's hotspot); the centre when not given.
   */
  focus?: Focus
  /**
   * The part of the image the editor keeps (the Studio's crop); the whole image when not given.
   * Every rendition shows only this part, and the page lays the image out at its size.
   */
  crop?: ImageCrop
}

export interface FileAsset {
  id: string
  extension: string
  mimeType?: string
  /** Size in bytes, when the asset's metadata gives it. */
  size?: number
}

export interface ImageIdParts {
  hash: string
  width: number
  height: number
  format: string
}

const IMAGE_ID = /^image-([a-zA-Z0-9]+)-(\d+)x(\d+)-([a-z0-9]+)$/
const FILE_ID = /^file-([a-zA-Z0-9]+)-([a-z0-9]+)$/

/** The parts of an image asset id, or undefined when the id does not have that form. */
export function parseImageAssetId(id: string): ImageIdParts | undefined {
  const match = IMAGE_ID.exec(id)
  if (!match) return undefined
  const [, hash = '', width, height, format = ''] = match
  return { hash, width: Number(width), height: Number(height), format }
}

/** The parts of a file asset id, or undefined when the id does not have that form. */
export function parseFileAssetId(id: string): { hash: string; extension: string } | undefined {
  const match = FILE_ID.exec(id)
  if (!match) return undefined
  const [, hash = '', extension = ''] = match
  return { hash, extension }
}

export function aspectRatioOf(width: number, height: number): number {
  return width > 0 && height > 0 ? width / height : 0
}
