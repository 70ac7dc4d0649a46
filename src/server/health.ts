import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * The instance's health, for a load balancer to poll: `GET /healthz` (or HEAD) answers 200 while
 * the instance serves, and 503 while it is starting (the framework is not ready yet) or stopping
 * (it was told to stop and is about to drain), so traffic moves elsewhere before it goes. The
 * front answers it itself, after its method and target rules and before anything that keeps
 * or compresses answers: every poll sees the state of that moment, never a kept copy.
 */

export const HEALTH_PATH = '/healthz'

export type HealthStatus = 'starting' | 'ok' | 'stopping'

export interface HealthReport {
  status: HealthStatus
  /** The release this instance serves (the build's deployment id, also its build id). */
  release: string
  /** Seconds since the process started. */
  uptime: number
}

export class Health {
  private current: HealthStatus = 'starting'
  private readonly release: string
  private readonly uptime: () => number

  constructor(release: string, uptime: () => number = () => process.uptime()) {
    this.release = release
    this.uptime = uptime
  }

  get status(): HealthStatus {
    return this.current
  }

  /** The framework is ready: the instance takes traffic. */
  ready(): void {
    if (this.current === 'starting') this.current = 'ok'
  }

  /** The instance was told to stop: it fails its checks from now on, for good. */
  stopping(): void {
    this.current = 'stopping'
  }

  report(): HealthReport {
    return { status: this.current, release: this.release, uptime: this.uptime() }
  }
}

/** Whether a request (in origin-form) asks for the health check, with or without a query. */
export const isHealthCheck = (url: string | undefined): boolean =>
  url === HEALTH_PATH || (url?.startsWith(`${HEALTH_PATH}?`) ?? false)

/**
 * Answers a health check (GET or HEAD; the front's method rules have refused the rest); true
 * when it did. Nobody keeps the answer: it is only true at the moment it is given.
 */
export function answerHealthCheck(
  request: IncomingMessage,
  response: ServerResponse,
  health: Health,
): boolean {
  if (!isHealthCheck(request.url)) return false
  const body = Buffer.from(`${JSON.stringify(health.report())}\n`)
  response.writeHead(health.status === 'ok' ? 200 : 503, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
  })
  response.end(request.method === 'HEAD' ? undefined : body)
  return true
}
