import { getConfig } from '@/container/config'
import { getContainer } from '@/container/container'
import { currentRelease } from '@/container/release'
import { FAILURE_REPORT_LIMITS, scrubbedMessage } from '@/domain/failure-reports'
import { checkReportBatch } from '@/domain/report-batch'
import { LoggerToken } from '@/ports/logger'
import { FailureReportsRateLimiterToken } from '@/ports/rate-limiter'
import { readReportBody, reportingClient, reportRefusal as refuse } from '@/app/report-request'

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
  // Every attempt counts, before any work.
  if (!container.get(FailureReportsRateLimiterToken).take(reportingClient(request)))
    return refuse(429, 'Too many failure reports; try again in a minute', { 'Retry-After': '60' })

  const body = await readReportBody(request, {
    types: ACCEPTED_TYPES,
    maxBytes: FAILURE_REPORT_LIMITS.bodyBytes,
    what: 'Failure reports',
  })
  if (!body.ok) return refuse(body.status, body.problem)
  const checked = checkReportBatch(body.json)
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
