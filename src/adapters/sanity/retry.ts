import type { ContentServiceError } from '@/domain/errors'

/**
 * How queries are retried while pages render. Page generation should fail fast rather than hang
 * (the client's own default waits five minutes and never retries a 500, 504 or time-out), yet
 * ride out a blip: a request gets 5 s to start answering and may not stall for 5 s after, and a
 * failure that may pass — any 5xx, a 429, a time-out or a lost connection — is tried again
 * after 300 ms, then 600 ms. A request that keeps failing gives up after about 16 s, well
 * inside the 60 s Next.js allows a page to render.
 */
export interface RetryPolicy {
  /** Until the answer starts: past it, "Connection timed out". */
  connectMs: number
  /** Between chunks of the answer: past it, "Socket timed out". */
  idleMs: number
  /** Waits before each further attempt; its length is the number of retries. */
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
