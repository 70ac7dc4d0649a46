import { parseFileAssetId, type FileAsset } from '@/domain/content/assets'
import type { FileUrlBuilder } from '@/ports/file-url-builder'

export class SanityCdnFileUrlBuilder implements FileUrlBuilder {
  constructor(private readonly options: { projectId: string; dataset: string }) {}

  url(asset: FileAsset): string {
    const parts = parseFileAssetId(asset.id)
    if (!parts) throw new Error(`Not a file asset id: ${asset.id}`)
    const { projectId, dataset } = this.options
    return `https://cdn.sanity.io/files/${projectId}/${dataset}/${parts.hash}.${parts.extension}`
  }
}
