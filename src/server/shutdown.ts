import { ConfigurationError } from '../domain/errors.ts'

/**
 * How the instance stops. On SIGTERM (what an orchestrator sends) it first fails its health
 * check and keeps serving for SHUTDOWN_DELAY_SECONDS, so a load balancer that polls it takes it
 * out of rotation while nobody is turned away; then it drains: no new connections, the requests
 * under way are finished, and the process ends. SIGINT (Ctrl-C at a terminal) drains at once. A
 * second signal cuts the delay short; one more during the drain ends the process there and then.
 */

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

export interface ShutdownSteps {
  /** Fail the health check from now on. */
  stopping(): void
  /** Stop taking connections and end the process once the requests under way are answered. */
  drain(): void
  /** End the process now. */
  exit(): void
}

export type StopSignal = 'SIGTERM' | 'SIGINT'

/** Runs the steps in order as signals arrive; `delayMs` is SHUTDOWN_DELAY_SECONDS. */
export class Shutdown {
  private phase: 'serving' | 'delaying' | 'draining' = 'serving'
  private timer: ReturnType<typeof setTimeout> | undefined
  private readonly steps: ShutdownSteps
  private readonly delayMs: number

  constructor(steps: ShutdownSteps, delayMs: number) {
    this.steps = steps
    this.delayMs = delayMs
  }

  signal(signal: StopSignal): void {
    if (this.phase === 'draining') return this.steps.exit()
    if (this.phase === 'delaying') return this.drain()
    this.phase = 'delaying'
    this.steps.stopping()
    const delay = signal === 'SIGTERM' ? this.delayMs : 0
    if (delay === 0) return this.drain()
    this.timer = setTimeout(() => this.drain(), delay)
  }

  private drain(): void {
    clearTimeout(this.timer)
    this.phase = 'draining'
    this.steps.drain()
  }
}
