/** Asset ids carry an image's size: image-{hash}-{width}x{height}-{format}, file-{hash}-{extension}. */

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
  dominantColour?: string
}

export interface Image {
  asset: ImageAsset
  /** What the image shows, for people who cannot see it; empty when decorative. */
  alt: string
  decorative: boolean
  /** The editor's hotspot, as fractions from the top left; the centre when not given. */
  focus?: Focus
  /** The editor's crop: every rendition shows only this part; the whole image when not given. */
  crop?: ImageCrop
}

export interface FileAsset {
  id: string
  extension: string
  mimeType?: string
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

export function parseImageAssetId(id: string): ImageIdParts | undefined {
  const match = IMAGE_ID.exec(id)
  if (!match) return undefined
  const [, hash = '', width, height, format = ''] = match
  return { hash, width: Number(width), height: Number(height), format }
}

export function parseFileAssetId(id: string): { hash: string; extension: string } | undefined {
  const match = FILE_ID.exec(id)
  if (!match) return undefined
  const [, hash = '', extension = ''] = match
  return { hash, extension }
}

export function aspectRatioOf(width: number, height: number): number {
  return width > 0 && height > 0 ? width / height : 0
}
