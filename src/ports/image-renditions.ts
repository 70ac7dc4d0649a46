import type { ServiceIdentifier } from 'inversify'
import type { ImageFormat, Rendition } from '@/domain/image-renditions'
import type { AssetFile } from './asset-files'

/**
 * Makes a rendition of a file the site serves itself, as an image CDN does: the part `rect`
 * names, sized and fitted, encoded in `format`. Each call's work is bounded (input pixels and
 * time); a file too large or too slow to render fails rather than holding the server.
 */
export interface ImageRenditions {
  render(file: AssetFile, rendition: Rendition & { format: ImageFormat }): Promise<AssetFile>
}

/** A rendition beyond the bounds of one request's work: the source too large, or too slow. */
export class RenditionRefused extends Error {
  override name = 'RenditionRefused'
}

export const ImageRenditionsToken: ServiceIdentifier<ImageRenditions> =
  Symbol.for('ImageRenditions')
