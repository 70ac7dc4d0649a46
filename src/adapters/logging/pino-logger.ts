import pino, { type DestinationStream, type Logger as Pino } from 'pino'
import pretty from 'pino-pretty'
import type { LogContext, Logger } from '../../ports/logger.ts'

export interface PinoLoggerOptions {
  level: string
  /** Human-readable lines for development; JSON lines otherwise. */
  pretty: boolean
  /** Where lines go; standard output when absent. Tests pass a memory stream. */
  destination?: DestinationStream
}

/** A Logger on pino: one JSON object per line in production, coloured text in development. */
export function createPinoLogger(options: PinoLoggerOptions): Logger {
  const destination =
    options.destination ??
    (options.pretty ? pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l' }) : undefined)
  const base = pino(
    {
      level: options.level,
      base: { service: 'alts' },
      serializers: { err: pino.stdSerializers.err },
    },
    destination,
  )
  return new PinoLogger(base)
}

class PinoLogger implements Logger {
  // A plain field rather than a parameter property: the shared page cache (see
  // ../cache/shared-page-cache.ts) loads this file in Node itself, which strips types only.
  private readonly pino: Pino

  constructor(pino: Pino) {
    this.pino = pino
  }

  debug(message: string, context?: LogContext) {
    this.pino.debug(toPinoFields(context), message)
  }

  info(message: string, context?: LogContext) {
    this.pino.info(toPinoFields(context), message)
  }

  warn(message: string, context?: LogContext) {
    this.pino.warn(toPinoFields(context), message)
  }

  error(message: string, context?: LogContext) {
    this.pino.error(toPinoFields(context), message)
  }

  child(context: LogContext): Logger {
    return new PinoLogger(this.pino.child(toPinoFields(context)))
  }
}

/** pino serialises errors (type, message, stack, cause) only under its `err` key. */
function toPinoFields(context: LogContext = {}): LogContext {
  if (!('error' in context)) return context
  const { error, ...rest } = context
  return { ...rest, err: error }
}
