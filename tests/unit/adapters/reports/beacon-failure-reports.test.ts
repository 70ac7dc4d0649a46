// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { sendWithBeacon } from '@/adapters/reports/beacon'
import { BeaconFailureReports } from '@/adapters/reports/beacon-failure-reports'
import { FAILURE_REPORT_LIMITS, type ReportContext } from '@/domain/failure-reports'

const context = (): ReportContext => ({
  pathname: '/',
  siteOrigin: 'http://localhost',
  release: 'r1',
  mayIncludeMessage: true,
})

/** A reporter whose sends are recorded and whose delay runs when the test says. */
function reporter() {
  const bodies: { endpoint: string; reports: unknown[]; bytes: number }[] = []
  const waiting: (() => void)[] = []
  const reports = new BeaconFailureReports({
    endpoint: '/api/reports',
    context,
    send: (endpoint, body) => {
      bodies.push({ endpoint, reports: JSON.parse(body).reports, bytes: body.length })
      return true
    },
    schedule: (run) => waiting.push(run),
  })
  const runDelay = () => waiting.splice(0).forEach((run) => run())
  return { reports, bodies, runDelay, waiting }
}

describe('the beacon reporter', () => {
  it('gathers a burst into one request, after the delay', () => {
    const { reports, bodies, runDelay, waiting } = reporter()
    reports.report({ kind: 'webgl-fallback', component: 'webgl' })
    reports.report({ kind: 'animation-failed', component: 'lottie', state: 'data_failed' })
    expect(bodies).toEqual([])
    expect(waiting).toHaveLength(1)
    runDelay()
    expect(bodies).toEqual([
      {
        endpoint: '/api/reports',
        bytes: expect.any(Number),
        reports: [
          { kind: 'webgl-fallback', route: '/', release: 'r1', component: 'webgl' },
          {
            kind: 'animation-failed',
            route: '/',
            release: 'r1',
            component: 'lottie',
            state: 'data_failed',
          },
        ],
      },
    ])
  })

  it('sends the same report once, however often the failure repeats', () => {
    const { reports, bodies, runDelay } = reporter()
    for (let i = 0; i < 50; i++)
      reports.report({ kind: 'uncaught-error', error: new Error('loop') })
    runDelay()
    reports.report({ kind: 'uncaught-error', error: new Error('loop') })
    runDelay()
    expect(bodies.flatMap((body) => body.reports)).toHaveLength(1)
  })

  it('sends at most ten reports a page, five a request, each within the size limit', () => {
    const { reports, bodies, runDelay } = reporter()
    for (let i = 0; i < 30; i++)
      reports.report({ kind: 'unhandled-rejection', error: `${i} ${'x'.repeat(300)}` })
    runDelay()
    expect(bodies.flatMap((body) => body.reports)).toHaveLength(
      FAILURE_REPORT_LIMITS.reportsPerPage,
    )
    for (const body of bodies) {
      expect(body.reports.length).toBeLessThanOrEqual(FAILURE_REPORT_LIMITS.reportsPerBatch)
      expect(body.bytes).toBeLessThanOrEqual(FAILURE_REPORT_LIMITS.bodyBytes)
    }
  })

  it('sends what waits at once when flushed (the page is being hidden)', () => {
    const { reports, bodies } = reporter()
    reports.report({ kind: 'chunk-reload' })
    reports.flush()
    expect(bodies).toHaveLength(1)
  })

  it('never throws at its caller, even when sending fails', () => {
    const reports = new BeaconFailureReports({
      endpoint: '/api/reports',
      context,
      send: () => {
        throw new Error('no network')
      },
      schedule: (run) => run(),
    })
    expect(() => reports.report({ kind: 'chunk-reload' })).not.toThrow()
  })

  it('uses a beacon, and fetch with keepalive where the browser refuses one', () => {
    const beacon = vi.fn(() => false)
    const fetch = vi.fn(async () => new Response(null, { status: 204 }))
    vi.stubGlobal('fetch', fetch)
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true })
    sendWithBeacon('/api/reports', '{"reports":[]}')
    expect(beacon).toHaveBeenCalledWith('/api/reports', '{"reports":[]}')
    expect(fetch).toHaveBeenCalledWith(
      '/api/reports',
      expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'omit' }),
    )
  })
})
