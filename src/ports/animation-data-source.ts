import type { FileAsset } from '@/domain/content/assets'

/** Lottie (Bodymovin) JSON, checked to have the fields every animation has. */
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

export interface AnimationDataSource {
  /** Rejects with an AnimationDataError: `data_failed` unreadable, `configError` not an animation. */
  load(animation: FileAsset): Promise<AnimationData>
}
