import type { ServiceIdentifier } from 'inversify'
import type { FileAsset } from '@/domain/content/assets'

/** Lottie animation data (Bodymovin JSON), checked to have the fields every animation has. */
export interface AnimationData {
  v: string
  fr: number
  ip: number
  op: number
  w: number
  h: number
  layers: unknown[]
  [field: string]: unknown
}

/** Where vector animations' data comes from: over HTTP, or from the fixtures on disk. */
export interface AnimationDataSource {
  /**
   * The animation's data; rejects with an AnimationDataError: `data_failed` when it cannot be
   * fetched or read, `configError` when what arrived is not an animation.
   */
  load(animation: FileAsset): Promise<AnimationData>
}

export const AnimationDataSourceToken: ServiceIdentifier<AnimationDataSource> =
  Symbol.for('AnimationDataSource')
