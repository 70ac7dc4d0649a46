import { inject, injectable, optional } from 'inversify'
import { AssetFilesToken, type AssetFile, type AssetFiles } from '@/ports/asset-files'

/**
 * The asset files the site serves from its own address: those of the offline fixtures that
 * published content uses. With Sanity, whose CDN serves the assets, there are none.
 */
@injectable()
export class ServedAssetFiles {
  constructor(@inject(AssetFilesToken) @optional() private readonly files?: AssetFiles) {}

  /**
   * The asset file at `/fixtures/{dataset}/{kind}/{name}`, or undefined when the site serves no
   * such file (or none at all).
   */
  async find(dataset: string, kind: string, name: string): Promise<AssetFile | undefined> {
    return this.files?.find(dataset, kind, name)
  }
}
