import { describe, expect, it } from 'vitest'
import {
  BUDGETS,
  checkAbsolute,
  checkRatio,
  ratioToReference,
  TBT_FLOOR_MS,
} from '../../../scripts/bench/budgets'
import type { HtmlDocument } from '../../../scripts/bench/html'
import type { VisitJavaScript } from '../../../scripts/bench/javascript'
import type { FirstRoundTrip } from '../../../scripts/bench/first-round-trip'
import { medianFigures, type LighthouseRun } from '../../../scripts/bench/lighthouse'
import type { InstancesFigures } from '../../../scripts/bench/instances'
import { betterRound, LOAD, type LoadFigures } from '../../../scripts/bench/load'
import {
  checksOf,
  instancesMarkdownOf,
  markdownOf,
  lcpTwinRangeOf,
  mostFrequentLcpElement,
  paintBeforeScriptsOf,
  renderBlockingInMostRuns,
  shortElement,
  summaryOf,
  type BareFigures,
  type BenchReport,
  type RouteFigures,
} from '../../../scripts/bench/report'

const KB = 1024

const lighthouse = (overrides: Partial<LighthouseRun> = {}): LighthouseRun => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 1_300,
  tbt: 10,
  cls: 0,
  fcp: 900,
  firstPaintBeforeScripts: true,
  renderBlocking: [],
  ...overrides,
})
const summary = (figures: LighthouseRun) => ({ median: figures, runs: [figures] })
/** A phone's runs, applied and simulated; the desktop's. */
const phone = (
  applied: LighthouseRun,
  simulated = lighthouse({ lcp: 1_000, firstPaintBeforeScripts: false }),
) => ({ mobile: summary(simulated), mobileApplied: summary(applied) })
const allThree = (applied: LighthouseRun, simulated?: LighthouseRun) => ({
  ...phone(applied, simulated),
  desktop: summary(lighthouse({ lcp: 500, tbt: 0 })),
})
const roundTrip = (brotliKb: number): FirstRoundTrip => ({
  brotliBytesToLcp: brotliKb * KB,
  decodedBytesToLcp: 4 * brotliKb * KB,
  brotliBytes: 20 * KB,
  decodedBytes: 80 * KB,
  lcpElement: { path: '1,HTML,1,BODY,0,H1', selector: 'h1.title', snippet: '<h1 class="title">' },
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
  lighthouse: allThree(lighthouse({ seo: 91, lcp: 1_600, tbt: 280, fcp: 1_200 })),
  firstRoundTrip: roundTrip(3),
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
    lighthouse: allThree(lighthouse({ performance: 97, lcp: 1_700, tbt: 300, fcp: 1_300 })),
    twin: {
      lighthouse: phone(
        lighthouse({ lcp: 1_650, tbt: 0, fcp: 1_250, firstPaintBeforeScripts: null }),
        lighthouse({ lcp: 950, tbt: 0, fcp: 850, firstPaintBeforeScripts: null }),
      ),
    },
    firstRoundTrip: roundTrip(10),
    server: { site: load(0.8, 1_200), nginx: load(0.02, 16_000) },
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
  starter?: BenchReport['starter'],
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
    ...(starter ? { starter } : {}),
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
    expect(ratioToReference('lcp', 1_560, 1_300)).toBeCloseTo(1.2)
    expect(checkRatio('/x', 'lcp', 1_430, 1_300)).toMatchObject({ bare: 1_300, within: true })
    expect(checkRatio('/x', 'lcp', 1_440, 1_300)).toMatchObject({ within: false }) // 1.108 ×
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

  it('holds the phone’s LCP against the route’s scriptless twin too, keeping the twin’s figure', () => {
    expect(checkRatio('/x', 'lcpTwin', 1_700, 1_650)).toMatchObject({
      twin: 1_650,
      within: true,
    }) // 1.03 ×
    const over = checkRatio('/x', 'lcpTwin', 1_830, 1_650) // 1.109 ×
    expect(over).toMatchObject({ twin: 1_650, within: false })
    expect(over.bare).toBeUndefined()
  })

  it('counts the bare page’s TBT as at least the floor, so that a ratio to 0 ms still means something', () => {
    expect(BUDGETS.tbt.floor).toBe(TBT_FLOOR_MS)
    expect(ratioToReference('tbt', 60, 0)).toBeCloseTo(60 / TBT_FLOOR_MS)
    expect(checkRatio('/x', 'tbt', 60, 0)).toMatchObject({ bare: 0, within: true })
    expect(checkRatio('/x', 'tbt', 70, 12).within).toBe(false) // 70 ÷ 50 = 1.4
    expect(checkRatio('/x', 'tbt', 0, 0)).toMatchObject({ ratio: 0, within: true })
    // Above the floor, the bare page's own figure counts.
    expect(ratioToReference('tbt', 340, 280)).toBeCloseTo(340 / 280)
    expect(checkRatio('/x', 'tbt', 340, 280).within).toBe(true) // 1.21 ×
    expect(checkRatio('/x', 'tbt', 360, 280).within).toBe(false) // 1.29 ×
  })

  it('counts a ratio with nothing to divide by as a miss', () => {
    expect(ratioToReference('lcp', 1_300, 0)).toBeNaN()
    expect(checkRatio('/x', 'lcp', 1_300, 0).within).toBe(false)
    expect(checkRatio('/x', 'requestsPerSecond', 1_300, 0).within).toBe(false)
  })

  it('holds scores, CLS, the first round trip, what blocks the paint and the icons to absolute figures', () => {
    expect(checkAbsolute('/x', 'accessibility', 100).within).toBe(true)
    expect(checkAbsolute('/x', 'accessibility', 99).within).toBe(false)
    expect(checkAbsolute('/x', 'cls', 0).within).toBe(true)
    expect(checkAbsolute('/x', 'cls', 0.001).within).toBe(false)
    expect(checkAbsolute('/x', 'firstRoundTrip', 14 * KB).within).toBe(true)
    expect(checkAbsolute('/x', 'firstRoundTrip', 14 * KB + 1).within).toBe(false)
    expect(checkAbsolute('/x', 'firstRoundTrip', Number.NaN).within).toBe(false)
    expect(checkAbsolute('/x', 'renderBlocking', 0).within).toBe(true)
    expect(checkAbsolute('/x', 'renderBlocking', 1).within).toBe(false)
    expect(checkAbsolute('/x', 'iconBytes', 10 * KB + 1).within).toBe(false)
  })
})

describe('the benchmark report', () => {
  it('holds main-thread work, time to interactive and LCP against the starter page, by kind', () => {
    const work = (mainThread: number, tti: number, script: number) =>
      lighthouse({ mainThread, tti, mainThreadByKind: { 'Script Evaluation': script } })
    const starter = { lighthouse: allThree(work(400, 2_000, 200)) }
    const careers = route({ lighthouse: allThree({ ...work(700, 2_400, 300), lcp: 1_700 }) })
    const judged = report([careers], undefined, bare, starter)
    const against = judged.checks.filter((check) => check.starter !== undefined)
    expect(against.map(({ budget, ratio, within }) => [budget, ratio, within])).toEqual([
      ['lcpStarter', 1_700 / 1_300, false],
      ['mainThread', 1.75, false],
      ['tti', 1.2, true],
    ])
    const whole = markdownOf(judged)
    const markdown = whole.slice(whole.indexOf('### Phone: main-thread work'))
    expect(markdown).toContain(
      '| page | main-thread work ≤ 1.5 × | time to interactive ≤ 1.25 × | LCP ≤ 1 × | Script Evaluation |',
    )
    expect(rowOf(markdown, 'starter page').slice(1, 5)).toEqual([
      '400 ms',
      '2.00 s',
      '1.30 s',
      '200 ms',
    ])
    expect(rowOf(markdown, '/careers').slice(1, 5)).toEqual([
      '**700 ms · 1.75 × ✗**',
      '2.40 s · 1.20 ×',
      '**1.70 s · 1.31 × ✗**',
      '300 ms',
    ])
    expect(whole).toContain(
      "the starter page is 700 ms against the starter page's 400 ms: 1.75 ×; the budget is ≤ 1.5 ×.",
    )
  })

  it('finds nothing over budget when every figure is within it, and says so first', () => {
    const all = report([route()])
    expect(all.misses).toEqual([])
    const markdown = markdownOf(all)
    expect(markdown.split('\n')[0]).toBe('✓ No misses: every figure is within its budget.')
    expect(markdown).not.toMatch(/ ✗\*\*/)
  })

  it('judges every figure with a budget on every route, the phone on its applied runs', () => {
    const judged = report([route()]).checks.map(({ where, budget }) => `${where} ${budget}`)
    expect(judged).toEqual(
      expect.arrayContaining([
        '/careers (mobile) lcp',
        '/careers (mobile) lcpTwin',
        '/careers (mobile) tbt',
        '/careers (mobile) cls',
        '/careers (desktop) cls',
        '/careers (mobile) seo',
        '/careers (desktop) accessibility',
        '/careers firstRoundTrip',
        '/careers renderBlocking',
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
    // Desktop LCP and TBT are shown, not judged: the budgets are the phone's. No performance
    // score is judged at all, and nothing of the bare page's or a twin's load.
    expect(judged).not.toContain('/careers (desktop) lcp')
    expect(judged.filter((check) => check.includes('performance'))).toEqual([])
    expect(judged.filter((check) => check.includes('twin ') || check.startsWith('bare'))).toEqual([
      'bare Next.js page loadFailures',
    ])
  })

  it('judges the phone by the applied runs and only shows the simulated ones', () => {
    const slowSimulated = route({
      lighthouse: allThree(
        lighthouse({ lcp: 1_700, tbt: 300 }),
        lighthouse({ performance: 80, lcp: 4_000, tbt: 900 }),
      ),
    })
    expect(report([slowSimulated]).misses).toEqual([])
  })

  it('sets each route and its twin under the bare page, with ratios to both, budgets in the headers', () => {
    const markdown = markdownOf(report([route()]))
    const lines = markdown.split('\n')
    const applied = lines.indexOf(
      '| page | LCP ≤ 1.1 × bare, ≤ 1.1 × twin | LCP ÷ twin, run by run ² | TBT ≤ 1.25 × bare ¹ | FCP | CLS = 0 | performance | accessibility = 100 | best practices = 100 | SEO = 100 | first paint before scripts finished † |',
    )
    expect(lines[applied - 2]).toBe(
      '### Phone: Lighthouse mobile, applied throttling (devtools), median of 5',
    )
    expect(lines.slice(applied + 2, applied + 5)).toEqual([
      '| bare Next.js page | 1.60 s | — | 280 ms | 1.20 s | 0 | 100 | 100 | 100 | 91 | 1 of 1 |',
      '| /careers | 1.70 s · 1.06 × bare · 1.03 × twin | 1.03–1.03 × | 300 ms · 1.07 × bare · 6.00 × twin | 1.30 s · 1.08 × bare · 1.04 × twin | 0 | 97 | 100 | 100 | 100 | 1 of 1 |',
      '| /careers twin | 1.65 s · 1.03 × bare | — | 0 ms · 0.00 × bare | 1.25 s · 1.04 × bare | 0 | 100 | 100 | 100 | 100 | no scripts |',
    ])
    expect(markdown).toContain('counted as at least 50 ms')

    const simulated = lines.indexOf(
      '| page | LCP | TBT | FCP | performance | first paint before scripts finished † |',
    )
    expect(lines[simulated - 2]).toBe(
      '### Phone: Lighthouse mobile, simulated throttling (Lantern), median of 5: reported, not judged',
    )
    expect(lines.slice(simulated + 2, simulated + 5)).toEqual([
      '| bare Next.js page | 1.00 s | 10 ms | 900 ms | 100 | 0 of 1 |',
      '| /careers | 1.00 s · 1.00 × bare · 1.05 × twin | 10 ms · 0.20 × bare · 0.20 × twin | 900 ms · 1.00 × bare · 1.06 × twin | 100 | 0 of 1 |',
      '| /careers twin | 950 ms · 0.95 × bare | 0 ms · 0.00 × bare | 850 ms · 0.94 × bare | 100 | no scripts |',
    ])

    const roundTrips = lines.indexOf(
      '| page | Brotli up to and including the LCP element ≤ 14.0 KB | LCP element (applied throttling) ‡ | document: Brotli / decoded | render-blocking before first paint = 0 |',
    )
    expect(lines.slice(roundTrips + 2, roundTrips + 4)).toEqual([
      '| bare Next.js page | 3.0 KB | `h1.title` | 20.0 KB / 80.0 KB | 0 |',
      '| /careers | 10.0 KB | `h1.title` | 20.0 KB / 80.0 KB | 0 |',
    ])

    const bytes = lines.findIndex((line) => line.startsWith('| page | HTML, decoded |'))
    expect(lines[bytes]).toBe(
      '| page | HTML, decoded | first-load JS, gz ≤ 1.1 × | JS before input, gz, phone ≤ 1.5 × ² | desktop ≤ 1.5 × ² | server CPU per request ≤ 1.5 × | req/s ≥ 0.67 × | req/s, share of nginx ³ |',
    )
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
      lighthouse: allThree(
        lighthouse({
          lcp: 2_000,
          tbt: 400,
          renderBlocking: ['http://127.0.0.1:3300/_next/static/chunks/a.css'],
        }),
      ),
      firstRoundTrip: roundTrip(15),
      server: { site: load(1.2, 800), nginx: load(0.02, 16_000) },
    })
    const all = report([slow], [{ file: 'public/icons/icon-512.png', bytes: 12 * KB }])
    expect(all.misses.map(({ where, budget }) => `${where} ${budget}`)).toEqual([
      '/careers (mobile) lcp',
      '/careers (mobile) lcpTwin',
      '/careers (mobile) tbt',
      '/careers firstRoundTrip',
      '/careers renderBlocking',
      '/careers firstLoadGzip',
      '/careers onDemandInFirstLoad',
      '/careers serverCpu',
      '/careers requestsPerSecond',
      'public/icons/icon-512.png iconBytes',
    ])
    const markdown = markdownOf(all)
    expect(markdown.split('\n')[0]).toBe(
      '✗ 10 misses: LCP on /careers (mobile); LCP against the twin on /careers (mobile); TBT on /careers (mobile); first round trip on /careers; render-blocking requests on /careers; first-load JS on /careers; on-demand library in first load on /careers; server CPU per request on /careers; requests per second on /careers; icon size on public/icons/icon-512.png.',
    )
    expect(rowOf(markdown, '/careers').slice(1, 4)).toEqual([
      '**2.00 s · 1.25 × bare · 1.21 × twin ✗**',
      '1.21–1.21 ×',
      '**400 ms · 1.43 × bare · 8.00 × twin ✗**',
    ])
    expect(markdown).toContain(
      '| /careers | **15.0 KB ✗** | `h1.title` | 20.0 KB / 80.0 KB | **1: a.css ✗** |',
    )
    expect(markdown).toContain('| **160.0 KB · 1.18 × ✗** |')
    expect(markdown).toContain('| **1.20 ms · 1.88 × ✗** | **800 · 0.53 × ✗** |')
    expect(markdown).toContain('| **three.js ✗** |')
    expect(markdown).toContain(
      "- /careers (mobile): mobile largest contentful paint (applied throttling), × the scriptless twin is 2.00 s against the scriptless twin's 1.65 s: 1.21 ×; the budget is ≤ 1.1 ×.",
    )
    expect(markdown).toContain(
      "- /careers (mobile): mobile total blocking time (applied throttling), × the bare page (counted as at least 50 ms) is 400 ms against the bare page's 280 ms: 1.43 ×; the budget is ≤ 1.25 ×.",
    )
    expect(markdown).toContain(
      '- /careers: the document up to and including the LCP element, Brotli as sent is 15.0 KB; the budget is ≤ 14.0 KB.',
    )
    expect(markdown).toContain('- public/icons/icon-512.png: favicon and icons, each is 12.0 KB')
  })

  it('counts a first round trip that could not be measured as a miss', () => {
    const { firstRoundTrip: _lost, ...lost } = route()
    const all = report([lost])
    expect(all.misses.map(({ where, budget }) => `${where} ${budget}`)).toEqual([
      '/careers firstRoundTrip',
    ])
    expect(markdownOf(all)).toContain('| /careers | **n/a ✗** | not found | n/a | 0 |')
  })

  it('says “miss” for one', () => {
    const [miss] = report([route({ firstRoundTrip: roundTrip(15) })]).misses
    expect(summaryOf([miss!])).toBe('✗ 1 miss: first round trip on /careers.')
  })

  it('names every place a budget was missed in one entry of the summary', () => {
    const misses = report([
      route({ firstRoundTrip: roundTrip(15) }),
      route({ route: '/privacy', firstRoundTrip: roundTrip(16) }),
    ]).misses
    expect(summaryOf(misses)).toBe('✗ 2 misses: first round trip on /careers, /privacy.')
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

  it('counts a page never quiet for 5 s as endless TBT, and its unknown score as left out', () => {
    const neverQuiet = () => lighthouse({ performance: Number.NaN, tbt: Number.POSITIVE_INFINITY })
    const once = [neverQuiet(), lighthouse({ tbt: 300 }), lighthouse({ tbt: 200 })]
    expect(medianFigures(once)).toMatchObject({ tbt: 300 })
    const mostly = [neverQuiet(), neverQuiet(), lighthouse({ performance: 80, tbt: 200 })]
    expect(medianFigures(mostly)).toMatchObject({ tbt: Number.POSITIVE_INFINITY, performance: 80 })
  })

  it('counts the runs whose first paint came before the scripts finished, and says when there were none', () => {
    const runs = [true, false, true].map((early) => lighthouse({ firstPaintBeforeScripts: early }))
    expect(paintBeforeScriptsOf(runs)).toBe('2 of 3')
    expect(paintBeforeScriptsOf([lighthouse({ firstPaintBeforeScripts: null })])).toBe('no scripts')
    expect(paintBeforeScriptsOf([lighthouse({ firstPaintBeforeScripts: undefined })])).toBe('n/a')
  })

  it('pairs each run of a route with its twin’s of the same round for the range of LCP ratios', () => {
    const site = [1_400, 1_300, 1_500].map((lcp) => lighthouse({ lcp }))
    const twin = [1_200, 1_300, 1_250].map((lcp) => lighthouse({ lcp }))
    expect(lcpTwinRangeOf(site, twin)).toBe('1.00–1.20 ×')
    expect(lcpTwinRangeOf(site, twin.slice(0, 1))).toBe('1.17–1.17 ×')
    expect(lcpTwinRangeOf(site, [])).toBe('n/a')
  })

  it('keeps the render-blocking requests of most runs, not of one', () => {
    const css = 'http://127.0.0.1:3300/a.css'
    const font = 'http://127.0.0.1:3300/b.woff2'
    const runs = [[css], [css, font], []].map((renderBlocking) => lighthouse({ renderBlocking }))
    expect(renderBlockingInMostRuns(runs)).toEqual([css])
  })

  it('names the LCP element found most often, in a few characters', () => {
    const hero = {
      path: '1,HTML,1,BODY,0,IMG',
      snippet: '<img id="hero" class="photo wide" src="a.jpg">',
    }
    const title = { path: '1,HTML,1,BODY,0,H1', snippet: '<h1>' }
    const runs = [hero, title, hero].map((lcpElement) => lighthouse({ lcpElement }))
    expect(mostFrequentLcpElement(runs)).toEqual(hero)
    expect(shortElement(hero)).toBe('`img#hero.photo`')
    expect(shortElement(title)).toBe('`<h1>`')
    expect(shortElement(undefined)).toBe('not found')
  })
})
