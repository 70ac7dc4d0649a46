import { AnimationDataError } from '@/domain/errors'
import type { AnimationData } from '@/ports/animation-data-source'

const NUMBER_FIELDS = ['fr', 'ip', 'op', 'w', 'h'] as const

/** Parses and checks animation data; anything that is not an animation is a configError. */
export function toAnimationData(text: string, source: string): AnimationData {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    throw new AnimationDataError('configError', `${source} is not JSON`, { cause: error })
  }
  const record = (data ?? {}) as Record<string, unknown>
  const problems = [
    typeof record.v === 'string' ? undefined : 'v',
    ...NUMBER_FIELDS.map((field) => (Number.isFinite(record[field]) ? undefined : field)),
    Array.isArray(record.layers) ? undefined : 'layers',
  ].filter(Boolean)
  if (typeof data !== 'object' || data === null || problems.length > 0) {
    throw new AnimationDataError(
      'configError',
      `${source} is not a Lottie animation (missing or wrong: ${problems.join(', ') || 'everything'})`,
    )
  }
  return data as AnimationData
}
