import { inject, injectable, optional } from 'inversify'
import { parseImageAssetId } from '@/domain/content/assets'
import { parsePixelRect } from '@/domain/content/image-crop'
import { AssetFilesToken, type AssetFile, type AssetFiles } from '@/ports/asset-files'
import { DraftAssetGrantsToken, type DraftAssetGrants } from '@/ports/draft-asset-grants'
import { ImageRegionsToken, type ImageRegions } from '@/ports/image-regions'

export interface AssetFileRequest {
  dataset: string
  kind: string
  name: string
  /** The `rect` query parameter: the part of an image to serve. */
  rect?: string | null
  /** The `draft` query parameter: a grant to read a file only drafts use. */
  grant?: string | null
  draftMode: boolean
}

export type AssetFileAnswer =
  /** `shared`: whether anyone may keep it (published content's), or the editor alone. */
  { file: AssetFile; shared: boolean } | { error: 400 | 404; message: string }

const NOT_FOUND = { error: 404, message: 'Not found' } as const

/**
 * Fixture asset files served from the site's own address: published content's, and for draft
 * mode (or the optimiser with a grant) the drafts'; an image whole or cut to `rect`.
 */
@injectable()
export class ServedAssetFiles {
  constructor(
    @inject(AssetFilesToken) @optional() private readonly files?: AssetFiles,
    @inject(ImageRegionsToken) @optional() private readonly regions?: ImageRegions,
    @inject(DraftAssetGrantsToken) @optional() private readonly grants?: DraftAssetGrants,
  ) {}

  async find(request: AssetFileRequest): Promise<AssetFileAnswer> {
    const { dataset, kind, name } = request
    if (!this.files) return NOT_FOUND
    const granted = typeof request.grant === 'string'
    if (granted && !this.grants?.admits(name, request.grant!)) return NOT_FOUND
    const drafts = request.draftMode || granted
    const file = await this.files.find(dataset, kind, name, { drafts })
    if (!file) return NOT_FOUND
    const shared = !drafts
    if (request.rect === undefined || request.rect === null) return { file, shared }
    const size =
      kind === 'images' ? parseImageAssetId(`image-${name.replace('.', '-')}`) : undefined
    const rect = size && this.regions ? parsePixelRect(request.rect, size) : undefined
    if (!rect || !this.regions) {
      return {
        error: 400,
        message: 'rect must be left,top,width,height in whole pixels, within the image',
      }
    }
    return { file: await this.regions.cut(file, rect), shared }
  }
}
