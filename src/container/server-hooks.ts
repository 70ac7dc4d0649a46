import type { Instrumentation } from 'next'
import { LoggerToken, type Logger } from '@/ports/logger'
import { ConfigurationError } from '@/domain/errors'
import { getConfig } from './config'
import { getContainer } from './container'
import { leaveRotationOnSignals } from './lifecycle'
import { shutdownDelayOf } from './shutdown-delay'

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

/**
 * A bad setting stops the server before it serves, with the same words as `next build` and
 * `next dev`: the variable and its rule.
 */
export function startInstance(): void {
  try {
    getConfig()
    shutdownDelayOf(process.env)
  } catch (error) {
    console.error(error instanceof ConfigurationError ? error.message : error)
    process.exit(1)
  }
  leaveRotationOnSignals(getContainer().get(LoggerToken))
}
