import { describe, expect, it } from 'vitest'
import { BUDGETS, withinBudget } from '../../../scripts/bench/budgets'
import type { LighthouseFigures } from '../../../scripts/bench/lighthouse'
import { medianFigures } from '../../../scripts/bench/lighthouse'
import { betterRound, LOAD, type LoadFigures } from '../../../scripts/bench/load'
import {
  markdownOf,
  missesOf,
  type BenchReport,
  type RouteFigures,
} from '../../../scripts/bench/report'

const KB = 1024
const perfect: LighthouseFigures = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 900,
  tbt: 0,
  cls: 0,
}
const load = (cpuMsPerRequest: number, requestsPerSecond = 1_000): LoadFigures => {
  const round = {
    requestsPerSecond,
    p99Ms: 20,
    requests: requestsPerSecond * 10,
    failures: 0,
    cpuMsPerRequest,
  }
  return { ...round, contentEncoding: 'gzip', rounds: [round, round] }
}

function route(overrides: Partial<RouteFigures> = {}, beforeInputKb = 150): RouteFigures {
  const visit = {
    beforeInput: { gzipBytes: beforeInputKb * KB, rawBytes: 3 * beforeInputKb * KB, scripts: 9 },
    afterScroll: { gzipBytes: 190 * KB, rawBytes: 600 * KB, scripts: 12 },
  }
  return {
    route: '/careers',
    webglBlock: false,
    firstLoad: { gzipBytes: 150 * KB, rawBytes: 500 * KB, onDemandLibraries: [] },
    javascript: { mobile: visit, desktop: visit },
    lighthouse: {
      mobile: { median: perfect, runs: [perfect] },
      desktop: { median: perfect, runs: [perfect] },
    },
    server: {
      site: load(0.3),
      nginx: load(0.02, 14_000),
      nextAlone: load(0.28),
      nginxThroughputRatio: 14,
      cpuRatio: 1.2,
      frontCpuRatio: 1.07,
    },
    ...overrides,
  }
}

function report(
  routes: RouteFigures[],
  icons = [{ file: 'public/icons/icon-192.png', bytes: 2_400 }],
) {
  const measured = {
    date: '2026-11-21',
    machine: { summary: '2 cores, 24 GiB' },
    settings: { lighthouseRuns: 3, load: LOAD },
    routes,
    bareNext: load(0.25),
    icons,
  }
  return { ...measured, misses: missesOf(measured) } satisfies BenchReport
}

describe('the benchmark report', () => {
  it('reads budgets in their direction: sizes and times at most, scores at least', () => {
    expect(withinBudget('firstLoadGzip', BUDGETS.firstLoadGzip.limit)).toBe(true)
    expect(withinBudget('firstLoadGzip', BUDGETS.firstLoadGzip.limit + 1)).toBe(false)
    expect(withinBudget('accessibility', 100)).toBe(true)
    expect(withinBudget('accessibility', 99)).toBe(false)
    expect(withinBudget('cls', 0.001)).toBe(false)
  })

  it('finds nothing over budget when every figure is within it', () => {
    const all = report([route()])
    expect(all.misses).toEqual([])
    expect(markdownOf(all)).toContain('Nothing: every figure is within its budget.')
    expect(markdownOf(all)).not.toContain('✗')
  })

  it('marks every figure over budget, naming where, what and the budget', () => {
    const slow = { ...perfect, performance: 91, lcp: 2_400 }
    const all = report(
      [
        route(
          {
            firstLoad: { gzipBytes: 170 * KB, rawBytes: 560 * KB, onDemandLibraries: ['three.js'] },
            lighthouse: {
              mobile: { median: slow, runs: [slow] },
              desktop: { median: perfect, runs: [perfect] },
            },
          },
          230,
        ),
      ],
      [{ file: 'public/icons/icon-512.png', bytes: 12 * KB }],
    )
    expect(all.misses.map(({ where, budget }) => `${where} ${budget}`)).toEqual([
      '/careers firstLoadGzip',
      '/careers onDemandInFirstLoad',
      '/careers (mobile) beforeInputGzip',
      '/careers (desktop) beforeInputGzip',
      '/careers (mobile) performance',
      '/careers (mobile) lcp',
      'public/icons/icon-512.png iconBytes',
    ])
    const markdown = markdownOf(all)
    expect(markdown).toContain('**170.0 KB / 560.0 KB ✗**')
    expect(markdown).toContain('| /careers | mobile | **91 ✗** | 100 | 100 | 100 | **2400 ms ✗** |')
    expect(markdown).toContain(
      '- /careers (mobile): largest contentful paint (simulated) is 2400 ms; the budget is ≤ 1500 ms.',
    )
    expect(markdown).toContain('- public/icons/icon-512.png: favicon and icons, each is 12.0 KB')
  })

  it('holds routes with the WebGL block to no before-input budget, as DESIGN.md §6 says', () => {
    const all = report([route({ route: '/', webglBlock: true }, 260)])
    expect(all.misses).toEqual([])
    expect(markdownOf(all)).toContain('| / (WebGL block) |')
  })

  it('compares server cost with a bare Next.js page', () => {
    const heavy = route()
    heavy.server = { ...heavy.server, cpuRatio: 2.4 }
    const all = report([heavy])
    expect(all.misses).toEqual([{ where: '/careers', budget: 'serverCpuRatio', value: 2.4 }])
    expect(markdownOf(all)).toContain('**2.40 × ✗**')
  })

  it('judges a server by its faster round of load, keeping that round’s own CPU and p99', () => {
    const slow = {
      requestsPerSecond: 900,
      p99Ms: 40,
      requests: 9_000,
      failures: 0,
      cpuMsPerRequest: 0.5,
    }
    const fast = {
      requestsPerSecond: 1_100,
      p99Ms: 30,
      requests: 11_000,
      failures: 0,
      cpuMsPerRequest: 0.4,
    }
    expect(betterRound([slow, fast])).toBe(fast)
    expect(betterRound([fast, slow])).toBe(fast)
    expect(() => betterRound([])).toThrow()
  })

  it('takes the median of each figure over the runs', () => {
    const runs = [
      { ...perfect, performance: 97, lcp: 1_600 },
      { ...perfect, performance: 100, lcp: 1_200 },
      { ...perfect, performance: 99, lcp: 1_300 },
    ]
    expect(medianFigures(runs)).toMatchObject({ performance: 99, lcp: 1_300 })
  })
})
