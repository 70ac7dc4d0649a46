import { inject, injectable, optional } from 'inversify'
import { parseImageAssetId } from '@/domain/content/assets'
import { formatFor, parseRendition } from '@/domain/image-renditions'
import { IMAGE_WIDTHS } from '@/domain/images'
import { AssetFilesToken, type AssetFile, type AssetFiles } from '@/ports/asset-files'
import { DraftAssetGrantsToken, type DraftAssetGrants } from '@/ports/draft-asset-grants'
import {
  ImageRenditionsToken,
  RenditionRefused,
  type ImageRenditions,
} from '@/ports/image-renditions'

export interface AssetFileRequest {
  dataset: string
  kind: string
  name: string
  /**
   * The rendition an image is asked in, in the image CDN's grammar (`rect`, `w`, `h`, `q`, `fm`,
   * `auto`, `fit`, `bg`: src/domain/image-renditions.ts); none, the file as it is.
   */
  rendition?: URLSearchParams
  /** The browser's Accept header, for `auto=format`. */
  accept?: string | null
  /** The `draft` query parameter: a grant to read a file only drafts use. */
  grant?: string | null
  draftMode: boolean
}

export type AssetFileAnswer =
  /**
   * `shared`: whether anyone may keep it (published content's), or the editor alone;
   * `variesByAccept`: whether another browser may get another format at the same address.
   */
  | { file: AssetFile; shared: boolean; variesByAccept?: boolean }
  | { error: 400 | 404 | 422; message: string }

const NOT_FOUND = { error: 404, message: 'Not found' } as const

/** The largest side a rendition may have: the widest breakpoint, as the optimiser's. */
const LARGEST_SIDE = IMAGE_WIDTHS.at(-1)!

/**
 * Fixture asset files served from the site's own address: published content's, and for draft
 * mode (or the optimiser with a grant) the drafts'; an image whole or as a rendition.
 */
@injectable()
export class ServedAssetFiles {
  constructor(
    @inject(AssetFilesToken) @optional() private readonly files?: AssetFiles,
    @inject(ImageRenditionsToken) @optional() private readonly renditions?: ImageRenditions,
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
    if (!request.rendition || request.rendition.size === 0) return { file, shared }
    const size =
      kind === 'images' ? parseImageAssetId(`image-${name.replace('.', '-')}`) : undefined
    if (!size || !this.renditions)
      return { error: 400, message: 'Only images are served in renditions' }
    const rendition = parseRendition(request.rendition, size, LARGEST_SIDE)
    if ('error' in rendition) return { error: 400, message: rendition.error }
    const format = formatFor(rendition, request.accept ?? null, size.format)
    try {
      return {
        file: await this.renditions.render(file, { ...rendition, format }),
        shared,
        variesByAccept: rendition.format === 'auto',
      }
    } catch (error) {
      if (error instanceof RenditionRefused) return { error: 422, message: error.message }
      throw error
    }
  }
}
