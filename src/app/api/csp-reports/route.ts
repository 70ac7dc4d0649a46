import { CspViolationLog } from '@/application/csp-violation-log'
import { cspReportsIn, CSP_REPORT_TYPES } from '@/app/csp-report-body'
import { readReportBody, reportingClient, reportRefusal as answer } from '@/app/report-request'
import { getContainer } from '@/container/container'
import { CSP_REPORT_LIMITS, toCspViolation, type CspViolation } from '@/domain/csp-violations'
import { LoggerToken } from '@/ports/logger'
import { CspReportsRateLimiterToken } from '@/ports/rate-limiter'

/**
 * Content-Security-Policy violations, where the policy's `report-uri` and `report-to` send them
 * (src/container/security-headers.ts); logged once per directive and route a minute. Refusals
 * write one info line with the reason, never the body; past the rate (429), none.
 */
export const dynamic = 'force-dynamic'

export async function POST(request: Request): Promise<Response> {
  const container = getContainer()
  if (!container.get(CspReportsRateLimiterToken).take(reportingClient(request)))
    return answer(429, 'Too many reports; try again in a minute', { 'Retry-After': '60' })

  const logger = container.get(LoggerToken).child({ component: 'csp-reports' })
  const refuse = (status: number, problem: string) => {
    logger.info('Refused a Content-Security-Policy report', { status, problem })
    return answer(status, problem)
  }

  const body = await readReportBody(request, {
    types: CSP_REPORT_TYPES,
    maxBytes: CSP_REPORT_LIMITS.bodyBytes,
    what: 'Reports',
  })
  if (!body.ok) return refuse(body.status, body.problem)
  const reports = cspReportsIn(body.json)
  if (!reports.ok) return refuse(400, reports.problem)
  const violations: CspViolation[] = []
  for (const fields of reports.reports) {
    const checked = toCspViolation(fields)
    if (!checked.ok) return refuse(400, checked.problem)
    violations.push(checked.violation)
  }
  const log = container.get(CspViolationLog)
  for (const violation of violations) log.record(violation)
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
