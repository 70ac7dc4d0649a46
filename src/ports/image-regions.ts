import type { ServiceIdentifier } from 'inversify'
import type { PixelRect } from '@/domain/content/image-crop'
import type { AssetFile } from './asset-files'

/** Cuts an editor's crop out of a file the site serves itself, as an image CDN's `rect` does. */
export interface ImageRegions {
  cut(file: AssetFile, rect: PixelRect): Promise<AssetFile>
}

export const ImageRegionsToken: ServiceIdentifier<ImageRegions> = Symbol.for('ImageRegions')
