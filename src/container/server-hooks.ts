import type { Instrumentation } from 'next'
import { LoggerToken, type Logger } from '@/ports/logger'
import { getContainer } from './container'

type RequestErrorHandler = Instrumentation.onRequestError

/** Logs an error the server caught while answering a request, with the request's context. */
export function requestErrorLogger(logger: Logger): RequestErrorHandler {
  return (error, request, context) => {
    logger.error('Request failed', {
      error,
      method: request.method,
      path: request.path,
      routePath: context.routePath,
      routeType: context.routeType,
      renderSource: context.renderSource,
      revalidateReason: context.revalidateReason,
    })
  }
}

export const logRequestError: RequestErrorHandler = (...args) =>
  requestErrorLogger(getContainer().get(LoggerToken))(...args)
