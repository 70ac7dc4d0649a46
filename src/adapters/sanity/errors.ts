import { ContentServiceError } from '@/domain/errors'
import { RequestTimeoutError } from './timed-fetch'

/*
 * Everything that can go wrong between the site and the content API, in one vocabulary:
 *   5xx from the service      → a server error, its status and its own wording
 *   4xx from the service      → a client error, likewise
 *   no answer in time         → "Connection timed out" (waiting for the answer to start) or
 *                               "Socket timed out" (the answer stalled), 504
 *   no connection at all      → "Network error while attempting to reach {url}", 503
 * The service's wording comes from the body's `error` and `message` fields, else the error's
 * description, else the method, URL and HTTP status (the client library builds that message).
 */

interface HttpErrorLike {
  statusCode: number
  message: string
  response?: { body?: unknown; url?: string; method?: string }
}

function isHttpError(error: unknown): error is HttpErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as HttpErrorLike).statusCode === 'number' &&
    typeof (error as HttpErrorLike).message === 'string' &&
    typeof (error as HttpErrorLike).response === 'object'
  )
}

const TRACE_ID = /\n?\(traceId: [^)]*\)/

/**
 * A time-out, and whether it struck before the response started (the connection's fault) or
 * while it streamed (the socket's). Besides our own (timed-fetch.ts), the HTTP layer of the
 * client reports waiting for headers as phase "headers", and an overall deadline without one.
 */
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

/** Turns whatever the client threw into a ContentServiceError; `url` names where it went. */
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
