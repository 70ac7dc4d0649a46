import { parseFileAssetId, type FileAsset } from '@/domain/content/assets'
import type { FileUrlBuilder } from '@/ports/file-url-builder'

export class LocalFileUrlBuilder implements FileUrlBuilder {
  constructor(private readonly assetBasePath: string) {}

  url(asset: FileAsset): string {
    const parts = parseFileAssetId(asset.id)
    if (!parts) throw new Error(`Not a file asset id: ${asset.id}`)
    return `${this.assetBasePath}/files/${parts.hash}.${parts.extension}`
  }
}
