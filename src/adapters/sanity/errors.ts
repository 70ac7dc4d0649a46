import { ContentServiceError } from '@/domain/errors'
import { RequestTimeoutError } from './timed-fetch'

/*
 * Every content API failure as one ContentServiceError: 5xx server, 4xx client (the service's
 * wording), time-outs 504 ("Connection" or "Socket timed out"), no connection 503.
 */

interface HttpErrorLike {
  statusCode: number
  message: string
  response?: { body?: unknown; url?: string; method?: string }
}

function isHttpError(error: unknown): error is HttpErrorLike {
  if (typeof error !== 'object' || error === null) return false
  const { statusCode, message, response } = error as Partial<HttpErrorLike>
  return (
    typeof statusCode === 'number' && typeof message === 'string' && typeof response === 'object'
  )
}

const TRACE_ID = /\n?\(traceId: [^)]*\)/

/** Whether a time-out struck before the response started or while it streamed (ours or the client's). */
function timeoutPhase(error: unknown): 'connect' | 'socket' | undefined {
  if (error instanceof RequestTimeoutError) return error.phase
  if (typeof error !== 'object' || error === null) return undefined
  const { name, code, phase, cause } = error as Record<string, unknown>
  if (cause instanceof RequestTimeoutError) return cause.phase
  if (name === 'TimeoutError' || code === 'ETIMEDOUT')
    return phase === 'headers' ? 'connect' : 'socket'
  if (code === 'ESOCKETTIMEDOUT') return 'socket'
  return undefined
}

export function toContentServiceError(error: unknown, url: string): ContentServiceError {
  if (error instanceof ContentServiceError) return error
  if (isHttpError(error)) {
    const message = error.message.replace(TRACE_ID, '')
    return new ContentServiceError(
      message,
      error.statusCode,
      error.statusCode >= 500 ? 'server' : 'client',
      { cause: error },
    )
  }
  const phase = timeoutPhase(error)
  if (phase) {
    const message = phase === 'connect' ? 'Connection timed out' : 'Socket timed out'
    return new ContentServiceError(message, 504, 'timeout', { cause: error })
  }
  return new ContentServiceError(`Network error while attempting to reach ${url}`, 503, 'network', {
    cause: error,
  })
}
