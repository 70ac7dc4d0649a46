import { ConfigurationError } from '../domain/errors.ts'

/** SHUTDOWN_DELAY_SECONDS: how long a stopping instance keeps serving (see lifecycle.ts). */

export const SHUTDOWN_DELAY_SETTING = 'SHUTDOWN_DELAY_SECONDS'
const SHUTDOWN_DELAY_MAX_SECONDS = 3_600
const SHUTDOWN_DELAY_RULE = `must be a number of seconds from 0 to ${SHUTDOWN_DELAY_MAX_SECONDS}`

/** How long, after SIGTERM, the instance keeps serving with a failing health check (ms). */
export function shutdownDelayOf(env: Record<string, string | undefined>): number {
  const value = env[SHUTDOWN_DELAY_SETTING]?.trim()
  if (value === undefined || value === '') return 0
  const seconds = /^\d+(?:\.\d+)?$/.test(value) ? Number(value) : Number.NaN
  if (!(seconds <= SHUTDOWN_DELAY_MAX_SECONDS))
    throw new ConfigurationError([{ setting: SHUTDOWN_DELAY_SETTING, rule: SHUTDOWN_DELAY_RULE }])
  return Math.round(seconds * 1_000)
}
