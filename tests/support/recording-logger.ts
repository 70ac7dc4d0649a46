import type { LogContext, Logger } from '@/ports/logger'

export interface LogLine {
  level: 'debug' | 'info' | 'warn' | 'error'
  message: string
  context: LogContext
}

/** A Logger that keeps every line in memory, so tests can assert what was logged. */
export function recordingLogger(
  lines: LogLine[] = [],
  bound: LogContext = {},
): Logger & {
  lines: LogLine[]
} {
  const write =
    (level: LogLine['level']) =>
    (message: string, context: LogContext = {}) => {
      lines.push({ level, message, context: { ...bound, ...context } })
    }
  return {
    lines,
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    child: (context) => recordingLogger(lines, { ...bound, ...context }),
  }
}
