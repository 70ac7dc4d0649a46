import type { ServiceIdentifier } from 'inversify'
import type { PixelRect } from '@/domain/content/image-crop'
import type { AssetFile } from './asset-files'

/**
 * Cuts a rectangle out of an image file the site serves itself, as an image CDN does for its
 * `rect` parameter: how the part of an image an editor keeps reaches the site's own optimiser.
 */
export interface ImageRegions {
  /** The image of `file` within `rect` (which lies inside it), in the file's own format. */
  cut(file: AssetFile, rect: PixelRect): Promise<AssetFile>
}

export const ImageRegionsToken: ServiceIdentifier<ImageRegions> = Symbol.for('ImageRegions')
