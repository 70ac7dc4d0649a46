import pino, { type DestinationStream, type Logger as Pino } from 'pino'
import pretty from 'pino-pretty'
import type { LogContext, Logger } from '../../ports/logger.ts'

export interface PinoLoggerOptions {
  level: string
  pretty: boolean
  destination?: DestinationStream
}

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
  // A plain field, not a parameter property: Node strips types only (src/container/page-cache-handler.ts).
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
