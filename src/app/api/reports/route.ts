import { getConfig } from '@/container/config'
import { getContainer } from '@/container/container'
import { currentRelease } from '@/container/release'
import { FAILURE_REPORT_LIMITS, scrubbedMessage } from '@/domain/failure-reports'
import { checkReportBatch } from '@/domain/report-batch'
import { LoggerToken } from '@/ports/logger'
import { FailureReportsRateLimiterToken } from '@/ports/rate-limiter'
import { readReportBody, reportingClient, reportRefusal as refuse } from '@/app/report-request'

/** Failure reports and web vitals from browsers (src/domain/report-batch.ts): a log line each. */
export const dynamic = 'force-dynamic'

const ACCEPTED_TYPES = ['text/plain', 'application/json']

export async function POST(request: Request): Promise<Response> {
  const container = getContainer()
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
  for (const { component, message, ...report } of checked.batch.reports) {
    // `component` names the server's part on every line, so the page's is `part`. Anyone can
    // post here, so the message is scrubbed again.
    logger.warn('Browser failure reported', {
      ...report,
      serverRelease,
      part: component,
      message: message === undefined ? undefined : scrubbedMessage(message, siteOrigin),
    })
  }
  const vitalsLogger = serverLogger.child({ component: 'web-vitals' })
  for (const vital of checked.batch.vitals)
    vitalsLogger.info('Web vital measured', { ...vital, serverRelease })
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
