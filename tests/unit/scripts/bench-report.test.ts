import { describe, expect, it } from 'vitest'
import {
  BUDGETS,
  checkAbsolute,
  checkRatio,
  ratioToBare,
  TBT_FLOOR_MS,
} from '../../../scripts/bench/budgets'
import type { HtmlDocument } from '../../../scripts/bench/html'
import type { VisitJavaScript } from '../../../scripts/bench/javascript'
import { medianFigures, type LighthouseFigures } from '../../../scripts/bench/lighthouse'
import type { InstancesFigures } from '../../../scripts/bench/instances'
import { betterRound, LOAD, type LoadFigures } from '../../../scripts/bench/load'
import {
  checksOf,
  instancesMarkdownOf,
  markdownOf,
  summaryOf,
  type BareFigures,
  type BenchReport,
  type RouteFigures,
} from '../../../scripts/bench/report'

const KB = 1024

const lighthouse = (overrides: Partial<LighthouseFigures> = {}): LighthouseFigures => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 1_300,
  tbt: 10,
  cls: 0,
  ...overrides,
})
const both = (mobile: LighthouseFigures, desktop = lighthouse({ lcp: 500, tbt: 0 })) => ({
  mobile: { median: mobile, runs: [mobile] },
  desktop: { median: desktop, runs: [desktop] },
})
const load = (cpuMsPerRequest: number, requestsPerSecond: number, failures = 0): LoadFigures => {
  const round = {
    requestsPerSecond,
    p99Ms: 20,
    requests: requestsPerSecond * 10,
    failures,
    cpuMsPerRequest,
  }
  return { ...round, contentEncoding: 'gzip', rounds: [round, { ...round, requestsPerSecond: 1 }] }
}
const html = (decodedKb: number): HtmlDocument => ({
  status: 200,
  contentEncoding: 'gzip',
  transferBytes: Math.round((decodedKb * KB) / 4),
  decodedBytes: decodedKb * KB,
})
const visit = (beforeInputKb: number): VisitJavaScript => ({
  beforeInput: { gzipBytes: beforeInputKb * KB, rawBytes: 3 * beforeInputKb * KB, scripts: 9 },
  afterScroll: { gzipBytes: 190 * KB, rawBytes: 600 * KB, scripts: 12 },
})

/** The bare page: 136 KB of first-load JS, LCP 1.3 s, TBT 10 ms, 0.64 ms CPU, 1500 req/s. */
const bare: BareFigures = {
  firstLoad: { gzipBytes: 136 * KB, rawBytes: 458 * KB, onDemandLibraries: [] },
  html: html(6),
  javascript: { mobile: visit(136), desktop: visit(136) },
  // A bare page has no description: its SEO score is shown, never judged.
  lighthouse: both(lighthouse({ seo: 91 })),
  server: { next: load(0.64, 1_500), nginx: load(0.02, 20_000) },
}

/** A route within every budget: each figure a little over the bare page's. */
function route(overrides: Partial<RouteFigures> = {}): RouteFigures {
  return {
    route: '/careers',
    webglBlock: false,
    firstLoad: { gzipBytes: 145 * KB, rawBytes: 480 * KB, onDemandLibraries: [] },
    html: html(30),
    javascript: { mobile: visit(150), desktop: visit(150) },
    lighthouse: both(lighthouse({ performance: 99, lcp: 1_400, tbt: 60 })),
    server: { site: load(0.8, 1_200), nginx: load(0.02, 16_000), nextAlone: load(0.78, 1_250) },
    ...overrides,
  }
}

/** One instance straight, behind nginx, and two behind nginx: 3000, 2800, 3100 req/s. */
const instances = (twoFailures = 0): InstancesFigures => ({
  cores: 2,
  routes: ['/', '/products'].map((route) => ({
    route,
    setups: {
      straight: load(0.1, 3_000),
      oneBehindNginx: load(0.14, 2_800),
      twoBehindNginx: load(0.15, 3_100, twoFailures),
    },
  })),
  redis: { clients: 4, commands: 1_234 },
})

function report(
  routes: RouteFigures[],
  icons = [{ file: 'public/icons/icon-192.png', bytes: 2_400 }],
  barePage: BareFigures = bare,
): BenchReport {
  const measured = {
    date: '2026-11-21',
    machine: {
      summary: '2 cores, 24 GiB',
      next: '16.4.5',
      lighthouse: '13.5.0',
      nginx: 'nginx/1.22.1',
      redis: '7.0.15',
    },
    settings: { lighthouseRuns: 5, load: LOAD },
    bare: barePage,
    routes,
    icons,
    instances: instances(),
  }
  const checks = checksOf(measured)
  return { ...measured, checks, misses: checks.filter((check) => !check.within) }
}

/** The cells of the markdown table row that starts with `first`. */
function rowOf(markdown: string, first: string): string[] {
  const line = markdown.split('\n').find((candidate) => candidate.startsWith(`| ${first} |`))
  if (!line) throw new Error(`No row for ${first}`)
  return line.slice(2, -2).split(' | ')
}

describe('budgets against the bare page', () => {
  it('divides a route’s figure by the bare page’s and reads the ratio in the budget’s direction', () => {
    expect(ratioToBare('lcp', 1_560, 1_300)).toBeCloseTo(1.2)
    expect(checkRatio('/x', 'lcp', 1_430, 1_300)).toMatchObject({ bare: 1_300, within: true })
    expect(checkRatio('/x', 'lcp', 1_560, 1_300)).toMatchObject({ within: false })
    expect(checkRatio('/x', 'firstLoadGzip', 149 * KB, 136 * KB).within).toBe(true) // 1.096 ×
    expect(checkRatio('/x', 'firstLoadGzip', 150 * KB, 136 * KB).within).toBe(false) // 1.103 ×
    // Requests per second must reach at least a share of the bare page's.
    expect(checkRatio('/x', 'requestsPerSecond', 1_200, 1_500)).toMatchObject({
      ratio: 0.8,
      within: true,
    })
    expect(checkRatio('/x', 'requestsPerSecond', 990, 1_500).within).toBe(false) // 0.66 ×
    expect(checkRatio('/x', 'serverCpu', 0.9, 0.64).within).toBe(true) // 1.41 ×
    expect(checkRatio('/x', 'serverCpu', 1.0, 0.64).within).toBe(false) // 1.56 ×
  })

  it('counts the bare page’s TBT as at least the floor, so that a ratio to 0 ms still means something', () => {
    expect(BUDGETS.tbt.floor).toBe(TBT_FLOOR_MS)
    expect(ratioToBare('tbt', 70, 0)).toBeCloseTo(70 / TBT_FLOOR_MS)
    expect(checkRatio('/x', 'tbt', 70, 0)).toMatchObject({ bare: 0, within: true })
    expect(checkRatio('/x', 'tbt', 80, 12).within).toBe(false) // 80 ÷ 50 = 1.6
    expect(checkRatio('/x', 'tbt', 0, 0)).toMatchObject({ ratio: 0, within: true })
    // Above the floor, the bare page's own figure counts.
    expect(ratioToBare('tbt', 170, 120)).toBeCloseTo(170 / 120)
  })

  it('counts a ratio with nothing to divide by as a miss', () => {
    expect(ratioToBare('lcp', 1_300, 0)).toBeNaN()
    expect(checkRatio('/x', 'lcp', 1_300, 0).within).toBe(false)
    expect(checkRatio('/x', 'requestsPerSecond', 1_300, 0).within).toBe(false)
  })

  it('holds scores, CLS, the HTML and the icons to absolute figures', () => {
    expect(checkAbsolute('/x', 'performance', 99).within).toBe(true)
    expect(checkAbsolute('/x', 'performance', 98).within).toBe(false)
    expect(checkAbsolute('/x', 'accessibility', 99).within).toBe(false)
    expect(checkAbsolute('/x', 'cls', 0).within).toBe(true)
    expect(checkAbsolute('/x', 'cls', 0.001).within).toBe(false)
    expect(checkAbsolute('/x', 'htmlBytes', 50 * KB).within).toBe(true)
    expect(checkAbsolute('/x', 'htmlBytes', 50 * KB + 1).within).toBe(false)
    expect(checkAbsolute('/x', 'iconBytes', 10 * KB + 1).within).toBe(false)
  })
})

describe('the benchmark report', () => {
  it('finds nothing over budget when every figure is within it, and says so first', () => {
    const all = report([route()])
    expect(all.misses).toEqual([])
    const markdown = markdownOf(all)
    expect(markdown.split('\n')[0]).toBe('✓ No misses: every figure is within its budget.')
    expect(markdown).not.toMatch(/ ✗\*\*/)
  })

  it('judges every figure with a budget on every route, the scores on both form factors', () => {
    const judged = report([route()]).checks.map(({ where, budget }) => `${where} ${budget}`)
    expect(judged).toEqual(
      expect.arrayContaining([
        '/careers (mobile) performance',
        '/careers (mobile) lcp',
        '/careers (mobile) tbt',
        '/careers (mobile) cls',
        '/careers (desktop) cls',
        '/careers (mobile) seo',
        '/careers (desktop) accessibility',
        '/careers htmlBytes',
        '/careers firstLoadGzip',
        '/careers onDemandInFirstLoad',
        '/careers (mobile) beforeInputGzip',
        '/careers (desktop) beforeInputGzip',
        '/careers serverCpu',
        '/careers requestsPerSecond',
        '/careers loadFailures',
        'bare Next.js page loadFailures',
        'public/icons/icon-192.png iconBytes',
      ]),
    )
    // Desktop performance, LCP and TBT are shown, not judged: the budgets are the phone's.
    expect(judged).not.toContain('/careers (desktop) performance')
    expect(judged).not.toContain('/careers (desktop) lcp')
  })

  it('sets each route’s figures under the bare page’s, with the ratio, budgets in the headers', () => {
    const markdown = markdownOf(report([route()]))
    const lines = markdown.split('\n')
    const phone = lines.indexOf(
      '| page | performance ≥ 99 | LCP ≤ 1.15 × | TBT ≤ 1.5 × ¹ | CLS = 0 | accessibility = 100 | best practices = 100 | SEO = 100 |',
    )
    expect(phone).toBeGreaterThan(0)
    expect(lines[phone + 2]).toBe(
      '| bare Next.js page | 100 | 1.30 s | 10 ms | 0 | 100 | 100 | 91 |',
    )
    expect(lines[phone + 3]).toBe(
      '| /careers | 99 | 1.40 s · 1.08 × | 60 ms · 1.20 × | 0 | 100 | 100 | 100 |',
    )
    expect(markdown).toContain('counted as at least 50 ms')

    const bytes = lines.findIndex((line) => line.startsWith('| page | HTML, decoded ≤ 50.0 KB |'))
    expect(lines[bytes]).toBe(
      '| page | HTML, decoded ≤ 50.0 KB | first-load JS, gz ≤ 1.1 × | JS before input, gz, phone ≤ 1.5 × ² | desktop ≤ 1.5 × ² | server CPU per request ≤ 1.5 × | req/s ≥ 0.67 × | req/s, share of nginx ³ |',
    )
    expect(rowOf(markdown, 'bare Next.js page').length).toBe(8)
    expect(lines[bytes + 2]).toBe(
      '| bare Next.js page | 6.0 KB | 136.0 KB | 136.0 KB | 136.0 KB | 0.64 ms | 1500 | 7.5 % |',
    )
    expect(lines[bytes + 3]).toBe(
      '| /careers | 30.0 KB | 145.0 KB · 1.07 × | 150.0 KB · 1.10 × | 150.0 KB · 1.10 × | 0.80 ms · 1.25 × | 1200 · 0.80 × | 7.5 % |',
    )
  })

  it('keeps every table row as wide as its header', () => {
    const markdown = markdownOf(report([route(), route({ route: '/', webglBlock: true })]))
    let columns = 0
    for (const line of markdown.split('\n')) {
      if (!line.startsWith('|')) {
        columns = 0
        continue
      }
      const cells = line.split(' | ').length
      if (columns === 0) columns = cells
      else expect(cells, line).toBe(columns)
    }
  })

  it('marks every miss in the tables, lists it, and sums the misses up in the first line', () => {
    const slow = route({
      firstLoad: { gzipBytes: 160 * KB, rawBytes: 540 * KB, onDemandLibraries: ['three.js'] },
      html: html(60),
      lighthouse: both(lighthouse({ performance: 93, lcp: 2_000, tbt: 200 })),
      server: { site: load(1.2, 800), nginx: load(0.02, 16_000), nextAlone: load(1.1, 850) },
    })
    const all = report([slow], [{ file: 'public/icons/icon-512.png', bytes: 12 * KB }])
    expect(all.misses.map(({ where, budget }) => `${where} ${budget}`)).toEqual([
      '/careers (mobile) performance',
      '/careers (mobile) lcp',
      '/careers (mobile) tbt',
      '/careers htmlBytes',
      '/careers firstLoadGzip',
      '/careers onDemandInFirstLoad',
      '/careers serverCpu',
      '/careers requestsPerSecond',
      'public/icons/icon-512.png iconBytes',
    ])
    const markdown = markdownOf(all)
    expect(markdown.split('\n')[0]).toBe(
      '✗ 9 misses: performance on /careers (mobile); LCP on /careers (mobile); TBT on /careers (mobile); HTML size on /careers; first-load JS on /careers; on-demand library in first load on /careers; server CPU per request on /careers; requests per second on /careers; icon size on public/icons/icon-512.png.',
    )
    expect(rowOf(markdown, '/careers').slice(0, 4)).toEqual([
      '/careers',
      '**93 ✗**',
      '**2.00 s · 1.54 × ✗**',
      '**200 ms · 4.00 × ✗**',
    ])
    expect(markdown).toContain('| **60.0 KB ✗** | **160.0 KB · 1.18 × ✗** |')
    expect(markdown).toContain('| **1.20 ms · 1.88 × ✗** | **800 · 0.53 × ✗** |')
    expect(markdown).toContain('| **three.js ✗** |')
    expect(markdown).toContain(
      "- /careers (mobile): mobile total blocking time (simulated), × the bare page (counted as at least 50 ms) is 200 ms against the bare page's 10 ms (counted as 50 ms): 4.00 ×; the budget is ≤ 1.5 ×.",
    )
    expect(markdown).toContain(
      '- /careers: HTML, decoded, the inline RSC payload included is 60.0 KB; the budget is ≤ 50.0 KB.',
    )
    expect(markdown).toContain('- public/icons/icon-512.png: favicon and icons, each is 12.0 KB')
  })

  it('says “miss” for one', () => {
    const [miss] = report([route({ html: html(51) })]).misses
    expect(summaryOf([miss!])).toBe('✗ 1 miss: HTML size on /careers.')
  })

  it('names every place a budget was missed in one entry of the summary', () => {
    const misses = report([
      route({ html: html(51) }),
      route({ route: '/privacy', html: html(52) }),
    ]).misses
    expect(summaryOf(misses)).toBe('✗ 2 misses: HTML size on /careers, /privacy.')
  })

  it('shows a third decimal where two would round a miss onto its limit', () => {
    // 150.2 KB ÷ 136 KB = 1.104: over 1.10, which two decimals would hide.
    const all = report([
      route({ firstLoad: { gzipBytes: 150.2 * KB, rawBytes: 500 * KB, onDemandLibraries: [] } }),
    ])
    expect(markdownOf(all)).toContain('| **150.2 KB · 1.104 × ✗** |')
  })

  it('never judges the bare page by the routes’ budgets', () => {
    // Its SEO is 91 and its TBT under the floor: neither is a miss of the site.
    expect(report([route()]).misses).toEqual([])
  })

  it('says when the bare page itself misses the absolute score, as on a busy machine', () => {
    expect(markdownOf(report([route()]))).not.toContain('The bare page itself scored')
    const busy = { ...bare, lighthouse: both(lighthouse({ performance: 74, seo: 91 })) }
    expect(markdownOf(report([route()], undefined, busy))).toContain(
      'The bare page itself scored 74, under the 99 the routes are held to',
    )
  })

  it('counts a server that failed under load, the bare page’s too', () => {
    const failing = { ...bare, server: { ...bare.server, next: load(0.64, 1_500, 3) } }
    const all = report([route()], undefined, failing)
    expect(all.misses.map(({ where, budget }) => `${where} ${budget}`)).toEqual([
      'bare Next.js page loadFailures',
    ])
  })

  it('shows the JavaScript before input of routes with the WebGL block, with its ratio, unjudged', () => {
    const webgl = route({
      route: '/',
      webglBlock: true,
      javascript: { mobile: visit(260), desktop: visit(260) },
    })
    const all = report([webgl])
    expect(all.misses).toEqual([])
    expect(rowOf(markdownOf(all), '/ (WebGL block)').slice(3, 5)).toEqual([
      '260.0 KB · 1.91 ×',
      '260.0 KB · 1.91 ×',
    ])
  })
})

describe('several instances', () => {
  it('shows each setup of each route with its figures and its share of one instance behind nginx', () => {
    const markdown = markdownOf(report([route()]))
    expect(markdown).toContain('### Several instances: one Redis, nginx as the balancer')
    const rows = markdown.split('\n').filter((line) => /^\| \/(products)? \| /.test(line))
    expect(rows).toEqual([
      '| / | one instance, straight | 3000 (3000, 1) | 20 ms | 0.10 ms | 0 | 1.07 × |',
      '| / | one instance behind nginx | 2800 (2800, 1) | 20 ms | 0.14 ms | 0 | 1.00 × |',
      '| / | two instances behind nginx | 3100 (3100, 1) | 20 ms | 0.15 ms | 0 | 1.11 × |',
      '| /products | one instance, straight | 3000 (3000, 1) | 20 ms | 0.10 ms | 0 | 1.07 × |',
      '| /products | one instance behind nginx | 2800 (2800, 1) | 20 ms | 0.14 ms | 0 | 1.00 × |',
      '| /products | two instances behind nginx | 3100 (3100, 1) | 20 ms | 0.15 ms | 0 | 1.11 × |',
    ])
  })

  it('judges nothing, failures included, and says plainly that one machine is no scaling test', () => {
    const section = instancesMarkdownOf(instances(3), LOAD)
    expect(section).not.toContain('✗')
    expect(section).toContain(
      '| two instances behind nginx | 3100 (3100, 1) | 20 ms | 0.15 ms | 3 |',
    )
    expect(section).toContain("On this machine's 2 cores")
    expect(section).toContain('this is not a scaling test')
    expect(section).toContain(
      'Redis answered 1234 commands over the whole section, on 4 connections',
    )
    const misses = checksOf({ ...report([route()]), instances: instances(3) }).filter(
      (check) => !check.within,
    )
    expect(misses).toEqual([])
  })
})

describe('the figures behind the report', () => {
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
      lighthouse({ performance: 97, lcp: 1_600 }),
      lighthouse({ performance: 100, lcp: 1_200 }),
      lighthouse({ performance: 99, lcp: 1_300 }),
    ]
    expect(medianFigures(runs)).toMatchObject({ performance: 99, lcp: 1_300 })
  })
})
