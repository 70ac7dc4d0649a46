import { healthReport } from '@/container/lifecycle'

/** The load balancer's health check: 200 while the instance serves, 503 once it is stopping. */
export const dynamic = 'force-dynamic'

export function GET(): Response {
  const report = healthReport()
  return Response.json(report, {
    status: report.status === 'ok' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  })
}
