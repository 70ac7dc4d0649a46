import { describe, expect, it } from 'vitest'
import type { FailureReport } from '@/domain/failure-reports'
import { checkReportBatch } from '@/domain/report-batch'
import type { WebVitalReport } from '@/domain/web-vitals'

/*
 * What the report endpoint accepts: failure reports and/or web vitals, each list within its
 * limit, every item of its strict shape. Anything else fails the whole batch, with the reason.
 */

const report: FailureReport = { kind: 'webgl-fallback', route: '/', release: 'abc' }
const vital: WebVitalReport = {
  name: 'LCP',
  value: 1840,
  rating: 'good',
  route: '/careers',
  release: 'abc',
  navigationType: 'navigate',
}

describe('checking what the endpoint receives', () => {
  it('accepts failure reports of the strict shape', () => {
    expect(checkReportBatch({ reports: [report] })).toEqual({
      ok: true,
      batch: { reports: [report], vitals: [] },
    })
    const full = {
      ...report,
      component: 'webgl',
      state: 'still',
      message: 'Error creating WebGL context.',
      source: '/_next/static/chunks/x.js:1:2',
    }
    expect(checkReportBatch({ reports: [full] }).ok).toBe(true)
  })

  it('accepts web vitals, alone or beside failure reports', () => {
    const vitals: WebVitalReport[] = [
      vital,
      { ...vital, name: 'CLS', value: 0.0312, rating: 'good', route: '(other)' },
      { ...vital, name: 'INP', value: 640, rating: 'poor', navigationType: 'back-forward-cache' },
      { ...vital, name: 'TTFB', value: 0, navigationType: 'reload' },
    ]
    expect(checkReportBatch({ vitals })).toEqual({ ok: true, batch: { reports: [], vitals } })
    expect(checkReportBatch({ reports: [report], vitals: [vital] })).toEqual({
      ok: true,
      batch: { reports: [report], vitals: [vital] },
    })
  })

  it.each([
    ['not an object', 'nope', 'an object with a "reports" array'],
    ['nothing in it', { reports: [], vitals: [] }, 'no report and no vital'],
    ['an empty object', {}, 'no report and no vital'],
    ['vitals that are not a list', { vitals: { name: 'LCP' } }, 'a "vitals" array'],
    ['too many reports', { reports: Array(6).fill(report) }, '"reports" must hold at most 5'],
    ['too many vitals', { vitals: Array(11).fill(vital) }, '"vitals" must hold at most 10'],
    ['an extra field at the top', { reports: [report], userAgent: 'x' }, 'a "reports" array'],
    ['an extra field', { reports: [{ ...report, stack: 'at x' }] }, 'unknown field "stack"'],
    ['an unknown kind', { reports: [{ ...report, kind: 'boom' }] }, '"kind" must be one of'],
    ['a route that is not the site’s', { reports: [{ ...report, route: '/x?q=1' }] }, '"route"'],
    ['a release with spaces', { reports: [{ ...report, release: 'a b' }] }, '"release"'],
    ['a long message', { reports: [{ ...report, message: 'x'.repeat(201) }] }, '"message"'],
    [
      'a source elsewhere',
      { reports: [{ ...report, source: 'https://evil.example/x.js' }] },
      '"source"',
    ],
    ['a vital with an extra field', { vitals: [{ ...vital, id: 'v5-1' }] }, 'unknown field "id"'],
    ['an unknown metric', { vitals: [{ ...vital, name: 'FID' }] }, 'vitals[0]: "name"'],
    ['a value as text', { vitals: [{ ...vital, value: '1840' }] }, '"value" must be a number'],
    ['a negative value', { vitals: [{ ...vital, value: -1 }] }, '"value" must be a number'],
    ['an endless value', { vitals: [{ ...vital, value: 1e308 * 10 }] }, 'from 0 to 600000'],
    ['a time over ten minutes', { vitals: [{ ...vital, value: 600_001 }] }, 'from 0 to 600000'],
    [
      'a layout shift over its bound',
      { vitals: [{ ...vital, name: 'CLS', value: 101 }] },
      'from 0 to 100',
    ],
    ['an unknown rating', { vitals: [{ ...vital, rating: 'great' }] }, '"rating"'],
    ['no navigation type', { vitals: [{ ...vital, navigationType: undefined }] }, 'navigationType'],
    ['a vital on another path', { vitals: [{ ...vital, route: '/jane' }] }, '"route"'],
    ['a vital without release', { vitals: [{ ...vital, release: '' }] }, '"release"'],
    [
      'a good vital after a bad one',
      { vitals: [vital, { ...vital, name: 'lcp' }] },
      'vitals[1]: "name"',
    ],
  ])('refuses %s', (_, body, problem) => {
    const checked = checkReportBatch(body)
    expect(checked.ok).toBe(false)
    expect(checked.ok ? '' : checked.problem).toContain(problem)
  })
})
