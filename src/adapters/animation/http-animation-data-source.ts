import type { FileAsset } from '@/domain/content/assets'
import { AnimationDataError } from '@/domain/errors'
import type { AnimationData, AnimationDataSource } from '@/ports/animation-data-source'
import type { FileUrlBuilder } from '@/ports/file-url-builder'
import { toAnimationData } from './animation-data'

/** Decorative motion is not worth a long wait: give up and show the still fallback. */
const DEFAULT_TIMEOUT_MS = 8_000

export class HttpAnimationDataSource implements AnimationDataSource {
  constructor(
    private readonly files: FileUrlBuilder,
    private readonly timeoutMs = DEFAULT_TIMEOUT_MS,
  ) {}

  async load(animation: FileAsset): Promise<AnimationData> {
    if (animation.extension !== 'json') {
      throw new AnimationDataError(
        'configError',
        `${animation.id} is a .${animation.extension} file, not animation data`,
      )
    }
    const url = this.files.url(animation)
    let text: string
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      text = await response.text()
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new AnimationDataError('data_failed', `Could not load ${url}: ${reason}`, {
        cause: error,
      })
    }
    return toAnimationData(text, url)
  }
}
