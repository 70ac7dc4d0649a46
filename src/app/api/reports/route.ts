import { getConfig } from '@/container/config'
import { getContainer } from '@/container/container'
import { currentRelease } from '@/container/release'
import { FAILURE_REPORT_LIMITS, scrubbedMessage } from '@/domain/failure-reports'
import { checkReportBatch } from '@/domain/report-batch'
import { LoggerToken } from '@/ports/logger'
import { FailureReportsRateLimiterToken } from '@/ports/rate-limiter'
import { readLimitedBody } from '@/app/limited-body'

/**
 * Failure reports and web vitals from browsers (see src/domain/failure-reports.ts and
 * web-vitals.ts for what they hold and why they name no one; src/domain/report-batch.ts for the
 * batch). Each accepted failure report becomes one `warn` line in the server's log, "Browser
 * failure reported", and each metric one `info` line, "Web vital measured", with the page's
 * route, the release the page was built with and the server's own. Refusals say why in JSON: 415 for a body that is not text or JSON, 413 over
 * FAILURE_REPORT_LIMITS.bodyBytes, 400 for anything but the strict shape, 429 past the rate.
 */
export const dynamic = 'force-dynamic'

const ACCEPTED_TYPES = ['text/plain', 'application/json']

export async function POST(request: Request): Promise<Response> {
  const container = getContainer()
  // Every attempt counts, before any work. The key is only counted, never logged or kept
  // past the limiter's window; behind a proxy it is the first forwarded address, which a
  // client can vary, so the limiter's overall limit is what bounds the log.
  const client = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown'
  if (!container.get(FailureReportsRateLimiterToken).take(client))
    return refuse(429, 'Too many failure reports; try again in a minute', { 'Retry-After': '60' })

  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (!type || !ACCEPTED_TYPES.includes(type))
    return refuse(415, 'Failure reports are sent as text/plain or application/json')

  const body = await readLimitedBody(request, FAILURE_REPORT_LIMITS.bodyBytes)
  if (body.tooLarge)
    return refuse(413, `Failure reports are at most ${FAILURE_REPORT_LIMITS.bodyBytes} bytes`)

  let parsed: unknown
  try {
    parsed = JSON.parse(body.text)
  } catch {
    return refuse(400, 'The body is not JSON')
  }
  const checked = checkReportBatch(parsed)
  if (!checked.ok) return refuse(400, checked.problem)

  const serverLogger = container.get(LoggerToken)
  const logger = serverLogger.child({ component: 'failure-reports' })
  const siteOrigin = getConfig().siteUrl.origin
  const serverRelease = currentRelease()
  for (const { kind, route, release, component, state, message, source } of checked.batch.reports) {
    // `component` names the logging part of the server, as on every line: the page's part that
    // failed is `part`. The browser scrubbed the message already; anyone can post here, so it is
    // scrubbed again.
    logger.warn('Browser failure reported', {
      kind,
      route,
      release,
      serverRelease,
      part: component,
      state,
      message: message === undefined ? undefined : scrubbedMessage(message, siteOrigin),
      source,
    })
  }
  const vitalsLogger = serverLogger.child({ component: 'web-vitals' })
  for (const { name, value, rating, route, release, navigationType } of checked.batch.vitals)
    vitalsLogger.info('Web vital measured', {
      name,
      value,
      rating,
      route,
      release,
      serverRelease,
      navigationType,
    })
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}

function refuse(status: number, message: string, headers: Record<string, string> = {}) {
  return Response.json(
    { message },
    { status, headers: { 'Cache-Control': 'no-store', ...headers } },
  )
}
