import {
  BUDGETS,
  checkAbsolute,
  checkRatio,
  ratioToReference,
  withinLimit,
  type Budget,
  type BudgetName,
  type Check,
} from './budgets.ts'
import type { FirstRoundTrip } from './first-round-trip.ts'
import type { HtmlDocument } from './html.ts'
import { oversizedOf, PHONE_SCREEN, type RouteImages } from './images.ts'
import { SETUPS, type InstancesFigures, type Setup } from './instances.ts'
import type { VisitJavaScript, Viewport } from './javascript.ts'
import type { LcpElement, LighthouseFigures, LighthouseRun } from './lighthouse.ts'
import type { LOAD, LoadFigures } from './load.ts'
import { median } from './median.ts'
import { GIVE_UP_MS, tapMediansOf, type PageTaps } from './taps.ts'

export type LighthouseSummary = { median: LighthouseFigures; runs: LighthouseRun[] }
export type PhoneLighthouse = { mobile: LighthouseSummary; mobileApplied: LighthouseSummary }
export type PhonePage = { lighthouse: PhoneLighthouse; firstRoundTrip?: FirstRoundTrip }
export type PhoneRoute = PhonePage & { route: string; twin: { lighthouse: PhoneLighthouse } }
export type PhoneReport = {
  settings: { lighthouseRuns: number }
  bare: PhonePage
  /** The starter page (`create-next-app`'s shape); absent in reports made before it was measured. */
  starter?: PhonePage
  routes: PhoneRoute[]
}

export interface PageFigures extends PhonePage {
  firstLoad: { gzipBytes: number; rawBytes: number; onDemandLibraries: string[] }
  /** The document as the server sends it to a browser that accepts gzip. */
  html: HtmlDocument
  javascript: Record<Viewport, VisitJavaScript>
  lighthouse: PhoneLighthouse & { desktop: LighthouseSummary }
}

export interface RouteFigures extends PageFigures {
  route: string
  twin: PhoneRoute['twin']
  /** Routes with the WebGL block load three.js as it nears the view: their JS is not judged. */
  webglBlock: boolean
  server: { site: LoadFigures; nginx: LoadFigures }
}

export type BareFigures = PageFigures & { server: { next: LoadFigures; nginx: LoadFigures } }

export interface BenchReport {
  date: string
  machine: Record<string, string>
  settings: { lighthouseRuns: number; load: typeof LOAD }
  bare: BareFigures
  starter?: PhonePage
  routes: RouteFigures[]
  icons: { file: string; bytes: number }[]
  instances: InstancesFigures
  /** The first tap that opened the menu; absent in reports made before it was measured. */
  taps?: PageTaps[]
  /** Each route's first-screen images on the phone; absent in reports made before. */
  images?: RouteImages[]
  checks: Check[]
  misses: Check[]
}

export type MeasuredReport = Omit<BenchReport, 'checks' | 'misses'>

const SCORES = ['accessibility', 'bestPractices', 'seo'] as const
const VIEWPORT_NAMES = ['mobile', 'desktop'] as const

/** The render-blocking requests of more than half the runs: one busy run says nothing of the page. */
export function renderBlockingInMostRuns(runs: readonly LighthouseRun[]): string[] {
  const counts = new Map<string, number>()
  for (const run of runs)
    for (const url of new Set(run.renderBlocking ?? [])) counts.set(url, (counts.get(url) ?? 0) + 1)
  return [...counts].filter(([, count]) => count > runs.length / 2).map(([url]) => url)
}

/** The budgets held against the starter page, each with the Lighthouse figure it judges. */
const AGAINST_STARTER = [
  ['lcpStarter', 'lcp'],
  ['mainThread', 'mainThread'],
  ['tti', 'tti'],
] as const

/** The phone's checks, on the applied runs only (the simulated ones are not judged). */
export function phoneChecksOf(report: PhoneReport): Check[] {
  const bare = report.bare.lighthouse.mobileApplied.median
  const starter = report.starter?.lighthouse.mobileApplied.median
  return report.routes.flatMap(({ route, lighthouse, twin, firstRoundTrip }) => {
    const { median, runs } = lighthouse.mobileApplied
    const where = `${route} (mobile)`
    return [
      checkRatio(where, 'lcp', median.lcp, bare.lcp),
      checkRatio(where, 'lcpTwin', median.lcp, twin.lighthouse.mobileApplied.median.lcp),
      ...(starter
        ? AGAINST_STARTER.map(([name, figure]) =>
            checkRatio(where, name, median[figure] ?? Number.NaN, starter[figure] ?? Number.NaN),
          )
        : []),
      checkRatio(where, 'tbt', median.tbt, bare.tbt),
      checkAbsolute(where, 'cls', median.cls),
      ...SCORES.map((score) => checkAbsolute(where, score, median[score])),
      checkAbsolute(route, 'firstRoundTrip', firstRoundTrip?.brotliBytesToLcp ?? Number.NaN),
      checkAbsolute(route, 'renderBlocking', renderBlockingInMostRuns(runs).length),
    ]
  })
}

/** Every figure with a budget, held to it: ratio budgets against the bare page of the same run. */
export function checksOf(report: MeasuredReport): Check[] {
  const { bare } = report
  const next = bare.server.next
  const routeChecks = ({ route, firstLoad, webglBlock, server, ...page }: RouteFigures) => [
    // Layout shifts and the scores are no phone matter: held on the desktop too.
    ...(['cls', ...SCORES] as const).map((name) =>
      checkAbsolute(`${route} (desktop)`, name, page.lighthouse.desktop.median[name]),
    ),
    checkRatio(route, 'firstLoadGzip', firstLoad.gzipBytes, bare.firstLoad.gzipBytes),
    checkAbsolute(route, 'onDemandInFirstLoad', firstLoad.onDemandLibraries.length),
    ...(webglBlock ? [] : VIEWPORT_NAMES).map((viewport) => {
      const gzip = (of: Pick<PageFigures, 'javascript'>) =>
        of.javascript[viewport].beforeInput.gzipBytes
      return checkRatio(`${route} (${viewport})`, 'beforeInputGzip', gzip(page), gzip(bare))
    }),
    checkRatio(route, 'serverCpu', server.site.cpuMsPerRequest, next.cpuMsPerRequest),
    checkRatio(route, 'requestsPerSecond', server.site.requestsPerSecond, next.requestsPerSecond),
    checkAbsolute(route, 'loadFailures', server.site.failures),
  ]
  return [
    ...phoneChecksOf(report),
    ...report.routes.flatMap(routeChecks),
    // A bare page that failed under load would make every server ratio meaningless.
    checkAbsolute(BARE_PAGE, 'loadFailures', next.failures),
    ...tapChecksOf(report.taps ?? []),
    ...imageChecksOf(report.images ?? []),
    ...report.icons.map((icon) => checkAbsolute(icon.file, 'iconBytes', icon.bytes)),
  ]
}

/** Each route's first-screen images held to the phone's need: none fetched wider. */
export function imageChecksOf(routes: readonly RouteImages[]): Check[] {
  return routes.map((route) =>
    checkAbsolute(route.route, 'oversizedImages', oversizedOf(route).length),
  )
}

/** Each route's first-screen images on the phone, AVIF against WebP (`--only images` too). */
export function imagesMarkdownOf(routes: readonly RouteImages[]): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  const sum = (route: RouteImages, format: 'avifBytes' | 'webpBytes') =>
    route.images.reduce((total, image) => total + image[format], 0)
  const rows = routes.map((route) => {
    const avif = sum(route, 'avifBytes')
    const webp = sum(route, 'webpBytes')
    const widths = route.images.map(
      (image) => `${Math.round(image.drawnWidth)} → ${image.fetchedWidth} (${image.neededWidth})`,
    )
    const oversized = oversizedOf(route).length
    return [
      route.route,
      String(route.images.length),
      kb(avif),
      kb(webp),
      webp > 0 ? percent(1 - avif / webp) : '—',
      widths.join(', ') || '—',
      marked(String(oversized), withinLimit(BUDGETS.oversizedImages, oversized)),
    ]
  })
  const { width, height, density } = PHONE_SCREEN
  return blocks(
    `### Phone: first-screen images (${width} × ${height} at ${density}×)`,
    table(
      `route | images | AVIF | WebP | AVIF saves | drawn → fetched (needed) px ¹ | ${head('oversizedImages', 'fetched wider than needed')}`,
      rows,
    ),
    [
      `¹ Each image of the first screen as Chromium lays it out on Lighthouse's phone: CSS pixels drawn → pixels of the rendition the phone chose from the srcset (the breakpoint covering the drawn width × ${density} in brackets; wider is ✗). The bytes are of that rendition fetched again as a browser that takes AVIF asks, and as one that takes WebP only.`,
    ],
  )
}

/** Each route's dead time (the median of its runs) held to its budget. */
export function tapChecksOf(pages: readonly PageTaps[]): Check[] {
  return pages
    .filter((page) => page.menu)
    .map((page) => checkAbsolute(page.page, 'deadTime', tapMediansOf(page.runs).deadTime))
}

export const BARE_PAGE = 'bare Next.js page'
export const STARTER_PAGE = 'starter page'

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
/** A Lighthouse score, or a dash where it could give none (a page never quiet for 5 s). */
const score = (value: number) => (Number.isNaN(value) ? '—' : String(value))

/** A duration: seconds from one second up, whole milliseconds, hundredths below 10 ms. */
export function duration(ms: number): string {
  // The TBT of a page whose main thread never rested for 5 s: Lighthouse could not bound it.
  if (ms === Number.POSITIVE_INFINITY) return 'never 5 s quiet'
  if (ms === 0) return '0 ms'
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`
  return ms >= 10 ? `${Math.round(ms)} ms` : `${ms.toFixed(2)} ms`
}

/** A ratio to two decimals, or three where two would round it onto its limit (1.104 → 1.10). */
export function times(ratio: number, limit?: number): string {
  if (!Number.isFinite(ratio)) return 'n/a'
  const decimals =
    limit !== undefined && ratio !== limit && ratio.toFixed(2) === limit.toFixed(2) ? 3 : 2
  return `${ratio.toFixed(decimals)} ×`
}
export const percent = (share: number) => `${(share * 100).toFixed(1)} %`

function inUnit(unit: Budget['unit'], value: number): string {
  if (unit === 'ms' && value === Number.POSITIVE_INFINITY) return duration(value)
  if (!Number.isFinite(value)) return 'n/a'
  if (unit === 'bytes') return kb(value)
  if (unit === 'ms') return duration(value)
  if (unit === 'req/s') return `${Math.round(value)}`
  return unit === 'cls' ? String(Number(value.toFixed(3))) : String(value)
}

/** A budget in a few signs: `≥ 99`, `≤ 1.15 ×`, `= 0`, `= 100`. */
function boundOf(budget: Budget): string {
  const exact =
    (budget.direction === 'at-least' && budget.unit === 'score' && budget.limit === 100) ||
    (budget.direction === 'at-most' && budget.limit === 0)
  const sign = exact ? '=' : budget.direction === 'at-most' ? '≤' : '≥'
  const amount = budget.kind === 'ratio' ? `${budget.limit} ×` : inUnit(budget.unit, budget.limit)
  return `${sign} ${amount}`
}

const head = (name: BudgetName, title: string) => `${title} ${boundOf(BUDGETS[name])}`

const REFERENCE_NAMES = {
  bare: "the bare page's",
  twin: "the scriptless twin's",
  starter: "the starter page's",
} as const

function sentenceOf(check: Check): string {
  const budget: Budget = BUDGETS[check.budget]
  const figure = `${check.where}: ${budget.label} is ${inUnit(budget.unit, check.value)}`
  if (budget.kind === 'absolute') return `${figure}; the budget is ${boundOf(budget)}.`
  const reference = check[budget.reference] ?? Number.NaN
  const whose = REFERENCE_NAMES[budget.reference]
  const floor =
    budget.floor > (reference || 0) ? ` (counted as ${inUnit(budget.unit, budget.floor)})` : ''
  return `${figure} against ${whose} ${inUnit(budget.unit, reference)}${floor}: ${times(check.ratio ?? Number.NaN, budget.limit)}; the budget is ${boundOf(budget)}.`
}

function loadOf(load: typeof LOAD, per: string): string {
  const { connections, generatorThreads, rounds, durationSeconds, acceptEncoding } = load
  return `${connections} connections from ${generatorThreads} threads, ${rounds} × ${durationSeconds} s per ${per}, \`Accept-Encoding: ${acceptEncoding}\``
}

/** Requests per second, the round judged first, then every round: `4335 (4298, 4335)`. */
function requestRatesOf(figures: LoadFigures): string {
  const rounds = figures.rounds.map((round) => Math.round(round.requestsPerSecond)).join(', ')
  return `${Math.round(figures.requestsPerSecond)} (${rounds})`
}

export function summaryOf(misses: readonly Check[]): string {
  if (misses.length === 0) return '✓ No misses: every figure is within its budget.'
  const parts = (Object.keys(BUDGETS) as BudgetName[]).flatMap((name) => {
    const where = misses.filter((miss) => miss.budget === name).map((miss) => miss.where)
    return where.length > 0 ? [`${BUDGETS[name].short} on ${where.join(', ')}`] : []
  })
  return `✗ ${misses.length} ${misses.length === 1 ? 'miss' : 'misses'}: ${parts.join('; ')}.`
}

export const tableRow = (cells: readonly string[]) => `| ${cells.join(' | ')} |`
/** A markdown table: its head (`a | b | c`), the rule under it, and its rows. */
export function table(head: string, rows: readonly (readonly string[])[]): string[] {
  const columns = head.split(' | ')
  return [tableRow(columns), tableRow(columns.map(() => '---')), ...rows.map(tableRow)]
}
/** Paragraphs, lists and tables (each a string or its lines), a blank line between each. */
const blocks = (...parts: (string | readonly string[])[]) =>
  parts.map((part) => (typeof part === 'string' ? part : part.join('\n'))).join('\n\n')
const marked = (text: string, within: boolean) => (within ? text : `**${text} ✗**`)

/** The checks by place and budget, and the cell of a judged figure: it, its ratio, its mark. */
function judged(checkList: readonly Check[]) {
  const checks = new Map(checkList.map((check) => [`${check.where}|${check.budget}`, check]))
  const check = (where: string, name: BudgetName) => {
    const found = checks.get(`${where}|${name}`)
    if (!found) throw new Error(`No check of ${name} at ${where}`)
    return found
  }
  const cell = (where: string, name: BudgetName) => {
    const { value, ratio, within } = check(where, name)
    const figure = inUnit(BUDGETS[name].unit, value)
    const text = ratio === undefined ? figure : `${figure} · ${times(ratio, BUDGETS[name].limit)}`
    return marked(text, within)
  }
  /** A judged figure's cell at `where`, or the figure alone where nothing judges it. */
  const plainOr = (where: string | undefined, name: BudgetName, value: number) =>
    where ? cell(where, name) : inUnit(BUDGETS[name].unit, value)
  /** `text` marked ✗ where any of the budgets is missed at `where`; unjudged without a `where`. */
  const markedAt = (where: string | undefined, text: string, ...names: BudgetName[]) =>
    marked(text, !where || names.every((name) => check(where, name).within))
  return { cell, plainOr, markedAt }
}

/** How often the first paint came before the scripts finished: `3 of 5`, or `no scripts`. */
export function paintBeforeScriptsOf(runs: readonly LighthouseRun[]): string {
  const known = runs.filter((run) => typeof run.firstPaintBeforeScripts === 'boolean')
  if (known.length === 0)
    return runs.some((run) => run.firstPaintBeforeScripts === null) ? 'no scripts' : 'n/a'
  return `${known.filter((run) => run.firstPaintBeforeScripts).length} of ${known.length}`
}

/** The lowest and highest of the route's LCP ÷ its twin's, run by run. */
export function lcpTwinRangeOf(
  runs: readonly LighthouseRun[],
  twinRuns: readonly LighthouseRun[],
): string {
  const ratios = runs
    .map((run, index) => run.lcp / (twinRuns[index]?.lcp ?? Number.NaN))
    .filter((ratio) => Number.isFinite(ratio))
  if (ratios.length === 0) return 'n/a'
  return `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)} ×`
}

/** The LCP element Lighthouse named most often over the runs (by path, selector and snippet). */
export function mostFrequentLcpElement(runs: readonly LighthouseRun[]): LcpElement | undefined {
  const elements = runs.flatMap(({ lcpElement }) => (lcpElement ? [lcpElement] : []))
  const alike = Map.groupBy(elements, ({ path, selector, snippet }) =>
    JSON.stringify([path, selector, snippet]),
  )
  return [...alike.values()].sort((a, b) => b.length - a.length)[0]?.[0]
}

/** An element in a few characters: `img#hero.photo`, else its start tag cut short. */
export function shortElement(element: LcpElement | undefined): string {
  if (!element?.snippet) return element?.nodeLabel ?? 'not found'
  const tag = /^<([a-z][\w-]*)/i.exec(element.snippet)?.[1]
  const attribute = (name: string) =>
    new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(element.snippet!)?.[1]?.trim()
  const id = attribute('id')
  const firstClass = attribute('class')?.split(/\s+/)[0]
  const text =
    tag && (id || firstClass)
      ? `${tag}${id ? `#${id}` : ''}${firstClass ? `.${firstClass}` : ''}`
      : element.snippet.length > 48
        ? `${element.snippet.slice(0, 47)}…`
        : element.snippet
  return `\`${text.replaceAll('|', '\\|').replaceAll('`', "'")}\``
}

const fileOf = (url: string) => (URL.canParse(url) && new URL(url).pathname.split('/').pop()) || url

/** A time with its ratios to the bare page's and, for a route, its twin's (each at least `floor`). */
function withRatios(value: number, bare?: number, twin?: number, floor = 0): string {
  const ratio = (reference: number) => {
    const base = Math.max(reference, floor)
    return times(base > 0 ? value / base : Number.NaN)
  }
  const ratios = [bare, twin].flatMap((reference, index) =>
    reference === undefined ? [] : [`${ratio(reference)} ${index === 0 ? 'bare' : 'twin'}`],
  )
  return [duration(value), ...ratios].join(' · ')
}

/** A row of a page in a phone table: the bare page, a route (judged, at `where`) or its twin. */
interface PhoneRow {
  name: string
  summary: LighthouseSummary
  bare?: LighthouseFigures
  twin?: LighthouseSummary
  where?: string
}

/** LCP, TBT and FCP, with ratios to whichever medians are given: none for the bare page. */
const timesOf = ({ summary: { median }, bare, twin }: PhoneRow) => {
  const other = twin?.median
  const fcp = (figures?: LighthouseFigures) => figures && (figures.fcp ?? Number.NaN)
  return [
    withRatios(median.lcp, bare?.lcp, other?.lcp),
    withRatios(median.tbt, bare?.tbt, other?.tbt, BUDGETS.tbt.floor),
    withRatios(median.fcp ?? Number.NaN, fcp(bare), fcp(other)),
  ]
}

function phoneRowsOf(report: PhoneReport, setting: keyof PhoneLighthouse): PhoneRow[] {
  const bare = report.bare.lighthouse[setting]
  const starter = report.starter?.lighthouse[setting]
  return [
    { name: BARE_PAGE, summary: bare },
    ...(starter ? [{ name: STARTER_PAGE, summary: starter, bare: bare.median }] : []),
    ...report.routes.flatMap(({ route, lighthouse, twin }) => [
      {
        name: route,
        summary: lighthouse[setting],
        bare: bare.median,
        twin: twin.lighthouse[setting],
        where: `${route} (mobile)`,
      },
      { name: `${route} twin`, summary: twin.lighthouse[setting], bare: bare.median },
    ]),
  ]
}

const PAINT_HEAD = 'first paint before scripts finished †'

/** Lighthouse's kinds of main-thread work, in its own words, the usual largest first. */
const KINDS = [
  'Script Evaluation',
  'Style & Layout',
  'Other',
  'Rendering',
  'Parse HTML & CSS',
  'Script Parsing & Compilation',
  'Garbage Collection',
] as const

/** Main-thread work and time to interactive against the starter page, and the work by kind. */
function mainThreadMarkdownOf(report: PhoneReport, checkList: readonly Check[]): string {
  const { plainOr } = judged(checkList)
  const rows = phoneRowsOf(report, 'mobileApplied').map(({ name, summary, where }) => {
    const kind = (label: string) =>
      duration(median(summary.runs.map((run) => run.mainThreadByKind?.[label] ?? 0)))
    return [
      name,
      plainOr(where, 'mainThread', summary.median.mainThread ?? Number.NaN),
      plainOr(where, 'tti', summary.median.tti ?? Number.NaN),
      plainOr(where, 'lcpStarter', summary.median.lcp),
      ...KINDS.map(kind),
    ]
  })
  return blocks(
    `### Phone: main-thread work and time to interactive against the ${STARTER_PAGE}, applied throttling, median of ${report.settings.lighthouseRuns}`,
    table(
      `page | ${head('mainThread', 'main-thread work')} | ${head('tti', 'time to interactive')} | ${head('lcpStarter', 'LCP')} | ${KINDS.join(' | ')}`,
      rows,
    ),
    `The ${STARTER_PAGE} is what \`create-next-app\` gives a team (a global stylesheet file, one \`next/image\`, a few lines of text and links; the system font in place of its downloaded one), built with the same Next.js in the same run. Main-thread work is Lighthouse's: every task of the load on the page's main thread, short ones too, until the page has been quiet for 5 s; the kinds are its breakdown (each the median of the runs, so they need not add up to the total). A twin's figures are what the design costs without its scripts.`,
  )
}

/** The phone's tables: applied throttling (judged), simulated (reported), the first round trip. */
export function phoneMarkdownOf(report: PhoneReport, checkList: readonly Check[]): string {
  const { plainOr, markedAt } = judged(checkList)
  const runs = report.settings.lighthouseRuns
  const appliedRow = (row: PhoneRow) => {
    const { name, summary, twin, where } = row
    const [lcp, tbt, fcp] = timesOf(row) as [string, string, string]
    return [
      name,
      markedAt(where, lcp, 'lcp', 'lcpTwin'),
      where ? lcpTwinRangeOf(summary.runs, twin!.runs) : '—',
      markedAt(where, tbt, 'tbt'),
      fcp,
      plainOr(where, 'cls', summary.median.cls),
      score(summary.median.performance),
      ...SCORES.map((name) => plainOr(where, name, summary.median[name])),
      paintBeforeScriptsOf(summary.runs),
    ]
  }
  const simulatedRow = (row: PhoneRow) => [
    row.name,
    ...timesOf(row),
    score(row.summary.median.performance),
    paintBeforeScriptsOf(row.summary.runs),
  ]
  const roundTripRow = (name: string, { firstRoundTrip, lighthouse }: PhonePage, judge = true) => {
    const where = judge ? name : undefined
    const { runs } = lighthouse.mobileApplied
    const urls = renderBlockingInMostRuns(runs)
    const blocking = urls.length === 0 ? '0' : `${urls.length}: ${urls.map(fileOf).join(', ')}`
    return [
      name,
      plainOr(where, 'firstRoundTrip', firstRoundTrip?.brotliBytesToLcp ?? Number.NaN),
      shortElement(firstRoundTrip?.lcpElement ?? mostFrequentLcpElement(runs)),
      firstRoundTrip
        ? `${kb(firstRoundTrip.brotliBytes)} / ${kb(firstRoundTrip.decodedBytes)}`
        : 'n/a',
      markedAt(where, blocking, 'renderBlocking'),
    ]
  }
  return blocks(
    `### Phone: Lighthouse mobile, applied throttling (devtools), median of ${runs}`,
    table(
      `page | LCP ${boundOf(BUDGETS.lcp)} bare, ${boundOf(BUDGETS.lcpTwin)} twin | LCP ÷ twin, run by run ² | ${head('tbt', 'TBT')} bare ¹ | FCP | ${head('cls', 'CLS')} | performance | ${head('accessibility', 'accessibility')} | ${head('bestPractices', 'best practices')} | ${head('seo', 'SEO')} | ${PAINT_HEAD}`,
      phoneRowsOf(report, 'mobileApplied').map(appliedRow),
    ),
    [
      `¹ The TBT ratio divides by the bare page's TBT counted as at least ${duration(BUDGETS.tbt.floor)}: a bare page may block for next to nothing, and a ratio to 0 says nothing.`,
      `² Each run of the route divided by the run of its twin in the same round (the two run back to back): the lowest and the highest of the ${runs}. Where that range straddles the budget, the median's verdict can change from one run of the bench to the next.`,
      "† In how many runs the first contentful paint came before the scripts the page had asked for by then finished arriving. Lighthouse's simulation counts every script that arrived before the observed paint into its estimate of the paint; on loopback with no throttling they all arrive first, a race no phone runs. `no scripts`: a twin.",
    ],
    `### Phone: Lighthouse mobile, simulated throttling (Lantern), median of ${runs}: reported, not judged`,
    table(
      `page | LCP | TBT | FCP | performance | ${PAINT_HEAD}`,
      phoneRowsOf(report, 'mobile').map(simulatedRow),
    ),
    ...(report.starter ? [mainThreadMarkdownOf(report, checkList)] : []),
    '### First round trip: the document as a browser receives it (`Accept-Encoding: br`)',
    table(
      `page | ${head('firstRoundTrip', 'Brotli up to and including the LCP element')} | LCP element (applied throttling) ‡ | document: Brotli / decoded | ${head('renderBlocking', 'render-blocking before first paint')}`,
      [
        roundTripRow(BARE_PAGE, report.bare, false),
        ...report.routes.map((page) => roundTripRow(page.route, page)),
      ],
    ),
    "‡ The element Lighthouse found most often as the LCP element in the runs with throttling applied, located in the document as served; the Brotli column counts the bytes of the body, compressed with Brotli at its best as an edge in front of the site would send it (Next.js's own server sends gzip), that must arrive before the decoder has given out the element's end. A server's first flight on a new connection is about 14 KB; the bare page is shown, not judged.",
  )
}

/** The report as markdown; every miss is bold and marked ✗. */
export function markdownOf(report: BenchReport): string {
  const { cell, plainOr, markedAt } = judged(report.checks)
  const { bare, routes, machine } = report
  const load = report.settings.load
  /** The bare page (`where` undefined: nothing judged), then each route. */
  const pageOf = (
    where: string | undefined,
    page: PageFigures,
    server: LoadFigures,
    nginx: LoadFigures,
  ) => ({ where, name: where ?? BARE_PAGE, page, server, nginx })
  const pages = [
    pageOf(undefined, bare, bare.server.next, bare.server.nginx),
    ...routes.map((route) => pageOf(route.route, route, route.server.site, route.server.nginx)),
  ]
  const beforeInput = (where: string | undefined, page: PageFigures, viewport: Viewport) => {
    const value = page.javascript[viewport].beforeInput.gzipBytes
    if (!where || !(page as RouteFigures).webglBlock)
      return plainOr(where && `${where} (${viewport})`, 'beforeInputGzip', value)
    const reference = bare.javascript[viewport].beforeInput.gzipBytes
    return `${kb(value)} · ${times(ratioToReference('beforeInputGzip', value, reference))}`
  }
  const bytes = (figures: { gzipBytes: number; rawBytes: number }) =>
    `${kb(figures.gzipBytes)} / ${kb(figures.rawBytes)}`
  const misses = report.misses.map((miss) => `- ${sentenceOf(miss)}`)

  return `${blocks(
    summaryOf(report.misses),
    `Measured ${report.date} on ${machine.summary}; Next.js ${machine.next}, Lighthouse ${machine.lighthouse}, ${machine.nginx}, Redis ${machine.redis}.`,
    `Every route is set against the ${BARE_PAGE} (one App Router page, one \`next/image\`, the same Next.js) and, on the phone, the ${STARTER_PAGE} (\`create-next-app\`'s shape), built and measured in the same run: the first rows of each table. A cell shows the route's figure and, where the budget is a ratio, the figure ÷ the bare page's (× bare) or ÷ the route's scriptless twin's (× twin: the same document without its scripts, served the same way). Budgets head the columns; ✗ marks a miss.`,
    phoneMarkdownOf(report, report.checks),
    ...(report.taps ? [tapsMarkdownOf(report.taps, report.settings.lighthouseRuns)] : []),
    ...(report.images ? [imagesMarkdownOf(report.images)] : []),
    '### Bytes and server',
    table(
      `page | HTML, decoded | ${head('firstLoadGzip', 'first-load JS, gz')} | ${head('beforeInputGzip', 'JS before input, gz, phone')} ² | ${head('beforeInputGzip', 'desktop')} ² | ${head('serverCpu', 'server CPU per request')} | ${head('requestsPerSecond', 'req/s')} | req/s, share of nginx ³`,
      pages.map(({ where, page, server, nginx }) => [
        where && (page as RouteFigures).webglBlock
          ? `${where} (WebGL block)`
          : (where ?? BARE_PAGE),
        kb(page.html.decodedBytes),
        plainOr(where, 'firstLoadGzip', page.firstLoad.gzipBytes),
        beforeInput(where, page, 'mobile'),
        beforeInput(where, page, 'desktop'),
        plainOr(where, 'serverCpu', server.cpuMsPerRequest),
        plainOr(where, 'requestsPerSecond', server.requestsPerSecond),
        percent(server.requestsPerSecond / nginx.requestsPerSecond),
      ]),
    ),
    [
      '² Routes with the WebGL block load three.js as the block nears the view: their JavaScript before input is shown, not judged.',
      `³ The page's requests per second ÷ nginx's serving the same HTML file. The site is served by Next.js's own standalone server as \`npm run serve\` starts it, the bare page by \`next start\`; ${loadOf(load, 'target')}.`,
    ],
    `### Lighthouse desktop, median of ${report.settings.lighthouseRuns}`,
    table(
      'page | performance | LCP | TBT | CLS | accessibility | best practices | SEO',
      pages.map(({ where, name, page: { lighthouse } }) => {
        const { median } = lighthouse.desktop
        return [
          name,
          score(median.performance),
          duration(median.lcp),
          duration(median.tbt),
          ...(['cls', ...SCORES] as const).map((budget) =>
            plainOr(where && `${where} (desktop)`, budget, median[budget]),
          ),
        ]
      }),
    ),
    '### JavaScript (gzip -9 / unpacked)',
    table(
      'page | first load | on demand in first load | phone: before input | phone: after scrolling | desktop: before input | desktop: after scrolling',
      pages.map(({ where, name, page: { firstLoad, javascript } }) => [
        name,
        bytes(firstLoad),
        markedAt(where, firstLoad.onDemandLibraries.join(', ') || 'none', 'onDemandInFirstLoad'),
        ...VIEWPORT_NAMES.flatMap((viewport) => [
          bytes(javascript[viewport].beforeInput),
          bytes(javascript[viewport].afterScroll),
        ]),
      ]),
    ),
    `### Server: ${loadOf(load, 'target')}, loopback`,
    'The rounds alternate between all targets; each target counts by its faster round, with that round’s p99 and CPU: on a shared machine other work can only slow a server down.',
    table(
      'page | HTML: sent / decoded | req/s (rounds) | p99 | CPU per request | failures | nginx req/s | nginx p99',
      pages.map(({ where, name, page: { html }, server, nginx }) => [
        where ? name : `${name} (\`next start\`)`,
        `${kb(html.transferBytes)} ${html.contentEncoding} / ${kb(html.decodedBytes)}` +
          (where && html.payloadBytes !== undefined
            ? ` (RSC payload ${kb(html.payloadBytes)})`
            : ''),
        requestRatesOf(server),
        duration(server.p99Ms),
        duration(server.cpuMsPerRequest),
        cell(where ?? BARE_PAGE, 'loadFailures'),
        Math.round(nginx.requestsPerSecond).toString(),
        duration(nginx.p99Ms),
      ]),
    ),
    instancesMarkdownOf(report.instances, load),
    '### Icons',
    table(
      `file | ${head('iconBytes', 'size')}`,
      report.icons.map((icon) => [icon.file, cell(icon.file, 'iconBytes')]),
    ),
    '### Misses',
    misses.length > 0 ? misses : 'None: every figure is within its budget.',
  )}\n`
}

/** "Several instances": each route on one instance, straight and behind nginx, and on two. No budget. */
export function instancesMarkdownOf(figures: InstancesFigures, load: typeof LOAD): string {
  const cores = `${figures.cores} ${figures.cores === 1 ? 'core' : 'cores'}`
  const rows = figures.routes.flatMap(({ route, setups }) =>
    (Object.keys(SETUPS) as Setup[]).map((setup) => {
      const { p99Ms, cpuMsPerRequest, failures, requestsPerSecond } = setups[setup]
      const share = times(requestsPerSecond / setups.oneBehindNginx.requestsPerSecond)
      const [p99, cpu] = [duration(p99Ms), duration(cpuMsPerRequest)]
      return [route, SETUPS[setup], requestRatesOf(setups[setup]), p99, cpu, `${failures}`, share]
    }),
  )
  return blocks(
    `### Several instances: one Redis, nginx as the balancer`,
    `Each instance is the self-contained server \`npm run build\` assembles (Next.js's own \`server.js\`, started as \`npm run serve\` starts it) from its own copy, with \`REDIS_URL\` set: the instances share pages and invalidations through one Redis on loopback. nginx balances with an \`upstream\` of the instances on 127.0.0.1 (round robin, HTTP/1.1, connections kept open to them). ${loadOf(load, 'setup and route')}; the rounds alternate between all setups, and each counts by its faster round.`,
    `On this machine's ${cores}, the two instances, nginx, Redis and the load generator all run on the same cores, so this is not a scaling test: it shows what the balancer and a second instance cost per request and whether anything fails, not how far a second machine would carry the site.`,
    table(
      'route | setup | req/s (rounds) | p99 | CPU per request ¹ | failures | req/s ÷ one instance behind nginx',
      rows,
    ),
    `¹ CPU time of every server a request may pass through (nginx, the instances, Redis), ÷ the answered requests; the load generator's own is not counted. Redis answered ${figures.redis.commands} commands over the whole section, on ${figures.redis.clients} connections from the instances.`,
  )
}

/** The server section alone (`--only server`): each route beside the bare page. */
export function serverMarkdownOf(
  routes: readonly string[],
  loads: ReadonlyMap<string, LoadFigures>,
  bareName: string,
): string {
  const bare = loads.get(bareName)!
  const row = (
    name: string,
    { requestsPerSecond, cpuMsPerRequest, p99Ms, failures }: LoadFigures,
  ) => [
    name,
    `${Math.round(requestsPerSecond)} · ${(requestsPerSecond / bare.requestsPerSecond).toFixed(2)} ×`,
    `${cpuMsPerRequest.toFixed(2)} ms · ${(cpuMsPerRequest / bare.cpuMsPerRequest).toFixed(2)} ×`,
    `${p99Ms} ms`,
    String(failures),
  ]
  const columns = `${head('requestsPerSecond', 'req/s')} | ${head('serverCpu', 'CPU per request')}`
  return table(`page | ${columns} | p99 | failures`, [
    row(BARE_PAGE, bare),
    ...routes.map((route) => row(route, loads.get(route)!)),
  ]).join('\n')
}

/** A page's row of the taps: LCP, the first working tap, the dead time (judged); `no menu` on a reference. */
export function tapRowOf({ page, menu, runs }: PageTaps): string[] {
  const { lcp, firstTap, deadTime } = tapMediansOf(runs)
  const never = `none within ${duration(GIVE_UP_MS)}`
  const time = (ms: number) => (Number.isFinite(ms) ? duration(ms) : never)
  if (!menu) return [page, duration(lcp), 'no menu', '—']
  const within = withinLimit(BUDGETS.deadTime, deadTime)
  return [page, duration(lcp), time(firstTap), marked(time(deadTime), within)]
}

/** The first tap that opens the menu (`--only taps` too), the dead time held to its budget. */
export function tapsMarkdownOf(pages: readonly PageTaps[], runs: number): string {
  return blocks(
    `### Phone: the first tap that opens the menu, median of ${runs}`,
    table(
      `page | LCP | first working tap ¹ | ${head('deadTime', 'dead time')} ²`,
      pages.map(tapRowOf),
    ),
    [
      "¹ Chromium as Lighthouse's phone (412 × 823, touch, its slow 4G and 4× slower CPU applied in the browser) taps where the header's Menu button is every 100 ms from navigation start until the menu first opens (noted by the page as it happens, so a queued tap that closes it again does not hide it; nothing in the loop waits on the page): the time of the last tap before that, from navigation start. The LCP, and where the button is, are of a load of the same round that nothing touched (Chromium stops the LCP at the first input). The reference pages have no menu: their LCP alone.",
      '² The first working tap − the LCP, run by run (0 when the tap came first): how long a page that looks ready ignores a finger.',
    ],
  )
}
