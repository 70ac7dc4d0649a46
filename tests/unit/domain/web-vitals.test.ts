import { describe, expect, it } from 'vitest'
import { toWebVitalReport, WEB_VITAL_LIMITS, webVitalProblem } from '@/domain/web-vitals'

/*
 * How the browser shapes a measurement into a report: the route and release of the page, the
 * value rounded, and nothing that the endpoint would refuse.
 */

const context = { pathname: '/careers', release: 'b1d-42' }

describe('shaping a measurement into a report', () => {
  it('names the page’s route and release, with the value in whole milliseconds', () => {
    expect(
      toWebVitalReport(
        { name: 'LCP', value: 1840.6999, rating: 'good', navigationType: 'navigate' },
        context,
      ),
    ).toEqual({
      name: 'LCP',
      value: 1841,
      rating: 'good',
      route: '/careers',
      release: 'b1d-42',
      navigationType: 'navigate',
    })
  })

  it('keeps a layout-shift score to four decimals', () => {
    const report = toWebVitalReport(
      { name: 'CLS', value: 0.123456, rating: 'needs-improvement', navigationType: 'reload' },
      context,
    )
    expect(report?.value).toBe(0.1235)
  })

  it('names any path the site does not know (other), without its query', () => {
    const vital = { name: 'FCP', value: 900, rating: 'good' }
    expect(toWebVitalReport(vital, { ...context, pathname: '/reset/jane' })?.route).toBe('(other)')
    expect(toWebVitalReport(vital, { ...context, pathname: '/careers/' })?.route).toBe('/careers')
  })

  it('names the target of an INP, cut to its limit, and of no other metric', () => {
    const inp = { name: 'INP', value: 240, rating: 'needs-improvement', target: 'header>button' }
    expect(toWebVitalReport(inp, context)).toMatchObject({ target: 'header>button' })
    const long = `main>${'div>'.repeat(80)}button`
    expect(toWebVitalReport({ ...inp, target: long }, context)?.target).toHaveLength(
      WEB_VITAL_LIMITS.targetCharacters,
    )
    expect(toWebVitalReport({ ...inp, target: '' }, context)).not.toHaveProperty('target')
    expect(toWebVitalReport({ ...inp, name: 'LCP' }, context)).not.toHaveProperty('target')
    const sent = { ...toWebVitalReport(inp, context)! }
    expect(webVitalProblem({ ...sent, name: 'LCP' })).toBe('"target" belongs to INP only')
    expect(webVitalProblem({ ...sent, target: 7 })).toMatch(/"target" must be a selector/)
  })

  it('takes a missing navigation type for a plain navigation', () => {
    expect(toWebVitalReport({ name: 'TTFB', value: 80, rating: 'good' }, context)).toMatchObject({
      navigationType: 'navigate',
    })
  })

  it.each([
    ['an unknown metric', { name: 'FID', value: 12, rating: 'good' }],
    ['a value that is not a number', { name: 'INP', value: Number.NaN, rating: 'good' }],
    ['an endless value', { name: 'LCP', value: Infinity, rating: 'poor' }],
    [
      'a time beyond the bound',
      { name: 'LCP', value: WEB_VITAL_LIMITS.milliseconds + 1, rating: 'poor' },
    ],
    ['an unknown rating', { name: 'LCP', value: 100, rating: 'fast' }],
    ['an unknown navigation', { name: 'LCP', value: 100, rating: 'good', navigationType: 'x' }],
  ])('sends nothing for %s', (_, vital) => {
    expect(toWebVitalReport(vital, context)).toBeUndefined()
  })

  it('makes only reports the endpoint accepts', () => {
    const report = toWebVitalReport(
      { name: 'INP', value: 232, rating: 'needs-improvement' },
      context,
    )
    expect(webVitalProblem(report)).toBeUndefined()
    expect(webVitalProblem({ ...report, release: 'a'.repeat(65) })).toContain('"release"')
  })
})
