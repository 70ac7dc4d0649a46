import { describe, expect, it } from 'vitest'
import { tapChecksOf, tapRowOf, tapsMarkdownOf } from '../../../scripts/bench/report'
import { deadTimeOf, tapMediansOf } from '../../../scripts/bench/taps'

describe('the first tap that opens the menu', () => {
  it('counts the dead time from the LCP to the first working tap, never below 0', () => {
    expect(deadTimeOf(2_400, 900)).toBe(1_500)
    expect(deadTimeOf(700, 900)).toBe(0)
    expect(deadTimeOf(Number.POSITIVE_INFINITY, 900)).toBe(Number.POSITIVE_INFINITY)
  })

  it('takes the median of each figure over the runs, the dead time run by run', () => {
    const runs = [
      { lcp: 900, firstTap: 2_400 },
      { lcp: 1_000, firstTap: 1_900 },
      { lcp: 1_300, firstTap: 1_200 },
    ]
    expect(tapMediansOf(runs)).toEqual({ lcp: 1_000, firstTap: 1_900, deadTime: 900 })
  })

  it('counts a run in which no tap opened the menu as never', () => {
    const runs = [
      { lcp: 900, firstTap: null },
      { lcp: 1_000, firstTap: null },
      { lcp: 1_100, firstTap: 2_000 },
    ]
    expect(tapMediansOf(runs)).toMatchObject({
      firstTap: Number.POSITIVE_INFINITY,
      deadTime: Number.POSITIVE_INFINITY,
    })
    expect(tapRowOf({ page: '/', menu: true, runs })).toEqual([
      '/',
      '1.00 s',
      'none within 30.00 s',
      '**none within 30.00 s ✗**',
    ])
  })

  it('shows a reference’s LCP alone, and each route’s LCP, first working tap and dead time, judged', () => {
    const pages = [
      { page: 'bare Next.js page', menu: false, runs: [{ lcp: 700, firstTap: null }] },
      { page: '/careers', menu: true, runs: [{ lcp: 900, firstTap: 2_450 }] },
      { page: '/privacy', menu: true, runs: [{ lcp: 900, firstTap: 1_000 }] },
    ]
    expect(tapsMarkdownOf(pages, 1).split('\n').slice(2, 7)).toEqual([
      '| page | LCP | first working tap ¹ | dead time ≤ 100 ms ² |',
      '| --- | --- | --- | --- |',
      '| bare Next.js page | 700 ms | no menu | — |',
      '| /careers | 900 ms | 2.45 s | **1.55 s ✗** |',
      '| /privacy | 900 ms | 1.00 s | 100 ms |',
    ])
    expect(tapChecksOf(pages).map(({ where, within }) => `${where} ${within}`)).toEqual([
      '/careers false',
      '/privacy true',
    ])
  })
})
