import type { Logger } from '../ports/logger.ts'
import { currentRelease } from './release.ts'
import { shutdownDelayOf } from './shutdown-delay.ts'

/*
 * Leaving a load balancer's rotation on SIGTERM (docs/operations.md#stopping). The health route
 * and the signal handlers are separate server bundles: they share "stopping" through the
 * process's environment, which every bundle of the process reads.
 */

const STOPPING = 'ALTS_INSTANCE_STOPPING'

/** Where the load balancer asks (src/app/healthz/route.ts). */
export const HEALTH_PATH = '/healthz'

export interface HealthReport {
  status: 'ok' | 'stopping'
  release: string
  uptime: number
}

export function healthReport(): HealthReport {
  return {
    status: process.env[STOPPING] ? 'stopping' : 'ok',
    release: currentRelease(),
    uptime: process.uptime(),
  }
}

/** Takes SIGTERM and SIGINT for the instance (instrumentation.ts, once per process). */
export function leaveRotationOnSignals(logger: Logger): void {
  if (!process.env.NEXT_MANUAL_SIG_HANDLE) return
  const delayMs = shutdownDelayOf(process.env)
  let timer: ReturnType<typeof setTimeout> | undefined
  const exit = () => {
    clearTimeout(timer)
    process.exit(0)
  }
  const onSignal = (signal: NodeJS.Signals) => {
    if (process.env[STOPPING]) return exit()
    process.env[STOPPING] = signal
    const delay = signal === 'SIGTERM' ? delayMs : 0
    logger.info('Stopping: the health check fails from now on', { signal, delayMs: delay })
    if (delay === 0) return exit()
    timer = setTimeout(exit, delay)
  }
  process.on('SIGTERM', onSignal)
  process.on('SIGINT', onSignal)
}
