import type { ContentServiceError } from '@/domain/errors'

/**
 * Page generation fails fast yet rides out a blip: 5 s to start, 5 s between chunks, retries of
 * 5xx, 429, time-outs and lost connections after 300 and 600 ms; well inside Next's 60 s.
 */
export interface RetryPolicy {
  connectMs: number
  idleMs: number
  /** Its length is the number of retries. */
  delaysMs: readonly number[]
}

export const PAGE_RENDERING_POLICY: RetryPolicy = {
  connectMs: 5_000,
  idleMs: 5_000,
  delaysMs: [300, 600],
}

export function isWorthRetrying(error: ContentServiceError): boolean {
  return (
    error.failure === 'server' ||
    error.failure === 'timeout' ||
    error.failure === 'network' ||
    error.statusCode === 429
  )
}

export async function withRetries<T>(
  attempt: () => Promise<T>,
  policy: RetryPolicy,
  classify: (error: unknown) => ContentServiceError,
  onRetry: (error: ContentServiceError, attemptNumber: number) => void = () => {},
): Promise<T> {
  for (let attemptNumber = 1; ; attemptNumber++) {
    try {
      return await attempt()
    } catch (thrown) {
      const error = classify(thrown)
      const delay = policy.delaysMs[attemptNumber - 1]
      if (delay === undefined || !isWorthRetrying(error)) throw error
      onRetry(error, attemptNumber)
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
}
