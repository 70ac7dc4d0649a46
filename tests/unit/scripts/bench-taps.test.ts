import { describe, expect, it } from 'vitest'
import { tapRowOf, tapsMarkdownOf } from '../../../scripts/bench/report'
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
      'none within 30.00 s',
    ])
  })

  it('shows the bare page’s LCP alone, and each route’s LCP, first working tap and dead time', () => {
    const markdown = tapsMarkdownOf(
      [
        { page: 'bare Next.js page', menu: false, runs: [{ lcp: 700, firstTap: null }] },
        { page: '/careers', menu: true, runs: [{ lcp: 900, firstTap: 2_450 }] },
      ],
      1,
    )
    expect(markdown.split('\n').slice(2, 6)).toEqual([
      '| page | LCP | first working tap ¹ | dead time ² |',
      '| --- | --- | --- | --- |',
      '| bare Next.js page | 700 ms | no menu | — |',
      '| /careers | 900 ms | 2.45 s | 1.55 s |',
    ])
  })
})
