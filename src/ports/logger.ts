import type { ServiceIdentifier } from 'inversify'

export type LogContext = Record<string, unknown>

export interface Logger {
  debug(message: string, context?: LogContext): void
  info(message: string, context?: LogContext): void
  warn(message: string, context?: LogContext): void
  error(message: string, context?: LogContext): void
  child(context: LogContext): Logger
}

export const LoggerToken: ServiceIdentifier<Logger> = Symbol.for('Logger')
