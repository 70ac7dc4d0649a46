import type { ServiceIdentifier } from 'inversify'

/** Structured facts that travel with a log line (route, adapter, status, …). */
export type LogContext = Record<string, unknown>

export interface Logger {
  debug(message: string, context?: LogContext): void
  info(message: string, context?: LogContext): void
  warn(message: string, context?: LogContext): void
  error(message: string, context?: LogContext): void
  /** A logger that adds the given context to every line it writes. */
  child(context: LogContext): Logger
}

export const LoggerToken: ServiceIdentifier<Logger> = Symbol.for('Logger')
