import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { parseFileAssetId, type FileAsset } from '@/domain/content/assets'
import { AnimationDataError } from '@/domain/errors'
import type { AnimationData, AnimationDataSource } from '@/ports/animation-data-source'
import { toAnimationData } from './animation-data'

export class FixturesAnimationDataSource implements AnimationDataSource {
  constructor(private readonly datasetFolder: string) {}

  async load(animation: FileAsset): Promise<AnimationData> {
    const parts = parseFileAssetId(animation.id)
    if (!parts || parts.extension !== 'json') {
      throw new AnimationDataError('configError', `${animation.id} is not an animation data file`)
    }
    const file = path.join(this.datasetFolder, 'files', `${parts.hash}.json`)
    let text: string
    try {
      text = await readFile(file, 'utf8')
    } catch (error) {
      throw new AnimationDataError('data_failed', `Could not read ${path.basename(file)}`, {
        cause: error,
      })
    }
    return toAnimationData(text, path.basename(file))
  }
}
