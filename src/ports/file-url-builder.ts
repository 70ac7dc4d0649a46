import type { ServiceIdentifier } from 'inversify'
import type { FileAsset } from '@/domain/content/assets'

export interface FileUrlBuilder {
  url(asset: FileAsset): string
}

export const FileUrlBuilderToken: ServiceIdentifier<FileUrlBuilder> = Symbol.for('FileUrlBuilder')
