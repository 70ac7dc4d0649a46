import type { ServiceIdentifier } from 'inversify'
import type { FileAsset } from '@/domain/content/assets'

/** Turns a file asset (video, captions, animation data) into the URL it is served from. */
export interface FileUrlBuilder {
  url(asset: FileAsset): string
}

export const FileUrlBuilderToken: ServiceIdentifier<FileUrlBuilder> = Symbol.for('FileUrlBuilder')
