// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { BeaconWebVitals, type MeasuredVital } from '@/adapters/reports/beacon-web-vitals'
import { FAILURE_REPORT_LIMITS } from '@/domain/failure-reports'
import { checkReportBatch } from '@/domain/report-batch'
import { WEB_VITAL_LIMITS } from '@/domain/web-vitals'

/*
 * The web-vitals adapter batches what the library measures until the page is hidden, sends it in
 * one request the endpoint accepts, within the limits, and only while the visitor agrees. The
 * library is replaced by a fake that hands over metrics when the test says.
 */

const PAGE = 'http://localhost/careers'
const lcp: MeasuredVital = {
  name: 'LCP',
  value: 1840.4,
  rating: 'good',
  navigationType: 'navigate',
  navigationURL: `${PAGE}?utm_source=news#openings`,
}

/** An adapter whose library is a fake and whose requests are recorded. */
function measuring({ agreed = true } = {}) {
  const consent = { agreed }
  let measured: ((vital: MeasuredVital) => void) | undefined
  let observed = 0
  const bodies: string[] = []
  const vitals = new BeaconWebVitals({
    endpoint: '/api/reports',
    release: 'r1',
    mayReport: () => consent.agreed,
    observe: (report) => {
      observed++
      measured = report
    },
    send: (endpoint, body) => {
      expect(endpoint).toBe('/api/reports')
      bodies.push(body)
      return true
    },
  })
  vitals.measure()
  const measure = (vital: MeasuredVital) => measured!(vital)
  const sent = () => bodies.map((body) => JSON.parse(body) as { vitals: unknown[] })
  return { vitals, measure, bodies, sent, consent, observed: () => observed }
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
}

afterEach(() => setVisibility('visible'))

describe('the web-vitals adapter', () => {
  it('waits until the page is hidden, then sends every metric in one request', () => {
    const { measure, sent } = measuring()
    measure({ name: 'TTFB', value: 72.2, rating: 'good', navigationURL: PAGE })
    measure({ name: 'FCP', value: 903.9, rating: 'good', navigationURL: PAGE })
    measure(lcp)
    measure({ name: 'CLS', value: 0.04219, rating: 'good', navigationURL: PAGE })
    expect(sent()).toEqual([])
    setVisibility('hidden')
    expect(sent()).toEqual([
      {
        vitals: [
          expect.objectContaining({ name: 'TTFB', value: 72, navigationType: 'navigate' }),
          expect.objectContaining({ name: 'FCP', value: 904 }),
          {
            name: 'LCP',
            value: 1840,
            rating: 'good',
            route: '/careers',
            release: 'r1',
            navigationType: 'navigate',
          },
          expect.objectContaining({ name: 'CLS', value: 0.0422 }),
        ],
      },
    ])
  })

  it('sends what a later visit to the page measured at the next hide, and nothing twice', () => {
    const { measure, sent } = measuring()
    measure(lcp)
    setVisibility('hidden')
    setVisibility('visible')
    setVisibility('hidden')
    measure({ ...lcp, name: 'INP', value: 120, navigationType: 'back-forward-cache' })
    dispatchEvent(new Event('pagehide'))
    expect(sent().map((body) => body.vitals.length)).toEqual([1, 1])
    expect(sent()[1]!.vitals[0]).toMatchObject({
      name: 'INP',
      navigationType: 'back-forward-cache',
    })
  })

  it('sends only batches the endpoint accepts: at most the page’s limit, within each limit', () => {
    const { measure, sent, bodies } = measuring()
    for (let i = 0; i < 50; i++) measure({ ...lcp, value: i })
    measure({ name: 'FID', value: 10, rating: 'good' })
    measure({ ...lcp, value: Number.POSITIVE_INFINITY })
    setVisibility('hidden')
    expect(sent().flatMap((body) => body.vitals)).toHaveLength(WEB_VITAL_LIMITS.vitalsPerPage)
    for (const [index, body] of bodies.entries()) {
      expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(
        FAILURE_REPORT_LIMITS.bodyBytes,
      )
      expect(checkReportBatch(sent()[index])).toMatchObject({ ok: true })
    }
  })

  it('sends nothing once the visitor has withdrawn their consent, and drops what waited', () => {
    const { measure, sent, consent } = measuring()
    measure(lcp)
    consent.agreed = false
    setVisibility('hidden')
    consent.agreed = true
    setVisibility('visible')
    setVisibility('hidden')
    expect(sent()).toEqual([])
  })

  it('starts the library once, however often it is asked to measure', () => {
    const { vitals, observed } = measuring()
    vitals.measure()
    vitals.measure()
    expect(observed()).toBe(1)
  })

  it('never throws at its caller when sending fails', () => {
    const vitals = new BeaconWebVitals({
      endpoint: '/api/reports',
      release: 'r1',
      mayReport: () => true,
      observe: (report) => report(lcp),
      send: () => {
        throw new Error('no network')
      },
    })
    vitals.measure()
    expect(() => setVisibility('hidden')).not.toThrow()
  })
})
