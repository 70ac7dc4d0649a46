import {
  BUDGETS,
  checkAbsolute,
  checkRatio,
  ratioToReference,
  type Budget,
  type BudgetName,
  type Check,
  type RatioBudgetName,
} from './budgets.ts'
import type { FirstRoundTrip } from './first-round-trip.ts'
import type { HtmlDocument } from './html.ts'
import { SETUPS, type InstancesFigures, type Setup } from './instances.ts'
import type { VisitJavaScript, Viewport } from './javascript.ts'
import type { LcpElement, LighthouseFigures, LighthouseRun } from './lighthouse.ts'
import type { LOAD, LoadFigures } from './load.ts'

/** Several Lighthouse runs of one page in one setting, and the median of each figure. */
export interface LighthouseSummary {
  median: LighthouseFigures
  runs: LighthouseRun[]
}

/** A phone's load of one page: Lighthouse mobile, simulated and with throttling applied. */
export interface PhoneLighthouse {
  /** Simulated throttling (Lantern), Lighthouse's default: reported, not judged. */
  mobile: LighthouseSummary
  /** Throttling applied in the browser (`devtools`): what the phone budgets hold. */
  mobileApplied: LighthouseSummary
}

/** What the phone measurement shows of one page: a route of the site, or the bare page. */
export interface PhonePage {
  lighthouse: PhoneLighthouse
  /** Undefined when the LCP element could not be found in the served document. */
  firstRoundTrip?: FirstRoundTrip
}

/** A route's phone figures, and its scriptless twin's. */
export interface PhoneRoute extends PhonePage {
  route: string
  twin: { lighthouse: PhoneLighthouse }
}

/** The phone measurement alone (`npm run bench -- --only phone`), and a part of the report. */
export interface PhoneReport {
  settings: { lighthouseRuns: number }
  bare: PhonePage
  routes: PhoneRoute[]
}

/** What the build and a browser show of one page: a route of the site, or the bare page. */
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
  /** Routes with the WebGL block load three.js as it nears the view, so their JS budget differs. */
  webglBlock: boolean
  server: {
    /** The site through its production front (`npm run serve`). */
    site: LoadFigures
    /** nginx serving the same HTML file. */
    nginx: LoadFigures
    /** The same build under `next start` alone, without the site's front. */
    nextAlone: LoadFigures
  }
}

/** The bare Next.js page (one App Router page, one `next/image`), measured like every route. */
export interface BareFigures extends PageFigures {
  server: {
    /** `next start` serving it. */
    next: LoadFigures
    /** nginx serving the same HTML file. */
    nginx: LoadFigures
  }
}

export interface BenchReport {
  date: string
  machine: Record<string, string>
  settings: { lighthouseRuns: number; load: typeof LOAD }
  bare: BareFigures
  routes: RouteFigures[]
  icons: { file: string; bytes: number }[]
  /** One instance against two behind nginx, all sharing one Redis: shown, no budget. */
  instances: InstancesFigures
  /** Every figure that has a budget, held to it. */
  checks: Check[]
  /** The checks that failed. */
  misses: Check[]
}

export type MeasuredReport = Omit<BenchReport, 'checks' | 'misses'>

const SCORES = ['accessibility', 'bestPractices', 'seo'] as const

/**
 * The render-blocking requests before the first paint in most of the runs (more than half): a
 * request that blocked once on a busy machine is no property of the page.
 */
export function renderBlockingInMostRuns(runs: readonly LighthouseRun[]): string[] {
  const counts = new Map<string, number>()
  for (const run of runs)
    for (const url of new Set(run.renderBlocking ?? [])) counts.set(url, (counts.get(url) ?? 0) + 1)
  return [...counts].filter(([, count]) => count > runs.length / 2).map(([url]) => url)
}

/**
 * The phone's checks, on the runs with throttling applied: LCP against the bare page and the
 * twin, TBT against the bare page, CLS and the scores, the first round trip and what blocks the
 * first paint. The simulated runs are not judged.
 */
export function phoneChecksOf(report: PhoneReport): Check[] {
  const bareApplied = report.bare.lighthouse.mobileApplied.median
  const checks: Check[] = []
  for (const figures of report.routes) {
    const { route } = figures
    const applied = figures.lighthouse.mobileApplied
    const twinApplied = figures.twin.lighthouse.mobileApplied.median
    const where = `${route} (mobile)`
    checks.push(
      checkRatio(where, 'lcp', applied.median.lcp, bareApplied.lcp),
      checkRatio(where, 'lcpTwin', applied.median.lcp, twinApplied.lcp),
      checkRatio(where, 'tbt', applied.median.tbt, bareApplied.tbt),
      checkAbsolute(where, 'cls', applied.median.cls),
      ...SCORES.map((score) => checkAbsolute(where, score, applied.median[score])),
      checkAbsolute(
        route,
        'firstRoundTrip',
        figures.firstRoundTrip?.brotliBytesToLcp ?? Number.NaN,
      ),
      checkAbsolute(route, 'renderBlocking', renderBlockingInMostRuns(applied.runs).length),
    )
  }
  return checks
}

/** Every figure with a budget, held to it: ratio budgets against the bare page of the same run. */
export function checksOf(report: MeasuredReport): Check[] {
  const { bare } = report
  const checks: Check[] = phoneChecksOf(report)
  for (const figures of report.routes) {
    const { route } = figures
    // Layout shifts and the scores are no phone matter: held on the desktop too.
    const desktop = figures.lighthouse.desktop.median
    checks.push(checkAbsolute(`${route} (desktop)`, 'cls', desktop.cls))
    for (const score of SCORES)
      checks.push(checkAbsolute(`${route} (desktop)`, score, desktop[score]))
    checks.push(
      checkRatio(route, 'firstLoadGzip', figures.firstLoad.gzipBytes, bare.firstLoad.gzipBytes),
      checkAbsolute(route, 'onDemandInFirstLoad', figures.firstLoad.onDemandLibraries.length),
    )
    if (!figures.webglBlock)
      for (const viewport of ['mobile', 'desktop'] as const)
        checks.push(
          checkRatio(
            `${route} (${viewport})`,
            'beforeInputGzip',
            figures.javascript[viewport].beforeInput.gzipBytes,
            bare.javascript[viewport].beforeInput.gzipBytes,
          ),
        )
    const { site } = figures.server
    checks.push(
      checkRatio(route, 'serverCpu', site.cpuMsPerRequest, bare.server.next.cpuMsPerRequest),
      checkRatio(
        route,
        'requestsPerSecond',
        site.requestsPerSecond,
        bare.server.next.requestsPerSecond,
      ),
      checkAbsolute(route, 'loadFailures', site.failures),
    )
  }
  // A bare page that failed under load would make every server ratio meaningless.
  checks.push(checkAbsolute(BARE_PAGE, 'loadFailures', bare.server.next.failures))
  for (const icon of report.icons) checks.push(checkAbsolute(icon.file, 'iconBytes', icon.bytes))
  return checks
}

/** Every figure over its budget. */
export function missesOf(report: MeasuredReport): Check[] {
  return checksOf(report).filter((check) => !check.within)
}

/** How the bare page is named in the report. */
export const BARE_PAGE = 'bare Next.js page'

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

/**
 * A ratio to two decimals, or three where two would round it onto its limit (1.104 would read
 * 1.10 and look within a 1.10 budget).
 */
export function times(ratio: number, limit?: number): string {
  if (!Number.isFinite(ratio)) return 'n/a'
  const decimals =
    limit !== undefined && ratio !== limit && ratio.toFixed(2) === limit.toFixed(2) ? 3 : 2
  return `${ratio.toFixed(decimals)} ×`
}
export const percent = (share: number) => `${(share * 100).toFixed(1)} %`

/** A figure in its budget's unit. */
function inUnit(unit: Budget['unit'], value: number): string {
  if (unit === 'ms' && value === Number.POSITIVE_INFINITY) return duration(value)
  if (!Number.isFinite(value)) return 'n/a'
  switch (unit) {
    case 'bytes':
      return kb(value)
    case 'ms':
      return duration(value)
    case 'req/s':
      return `${Math.round(value)}`
    case 'cls':
      return String(Number(value.toFixed(3)))
    default:
      return String(value)
  }
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

/** A check in a sentence, for the list of misses. */
function sentenceOf(check: Check): string {
  const budget: Budget = BUDGETS[check.budget]
  const figure = inUnit(budget.unit, check.value)
  if (budget.kind === 'absolute')
    return `${check.where}: ${budget.label} is ${figure}; the budget is ${boundOf(budget)}.`
  const reference = budget.reference === 'twin' ? check.twin : check.bare
  const whose = budget.reference === 'twin' ? "the scriptless twin's" : "the bare page's"
  const floor =
    budget.floor > (reference ?? 0) ? ` (counted as ${inUnit(budget.unit, budget.floor)})` : ''
  return `${check.where}: ${budget.label} is ${figure} against ${whose} ${inUnit(budget.unit, reference ?? Number.NaN)}${floor}: ${times(check.ratio ?? Number.NaN, budget.limit)}; the budget is ${boundOf(budget)}.`
}

/** How a server was loaded, as the report's headings and notes say it. */
function loadOf(load: typeof LOAD, per: string): string {
  const { connections, generatorThreads, rounds, durationSeconds, acceptEncoding } = load
  return `${connections} connections from ${generatorThreads} threads, ${rounds} × ${durationSeconds} s per ${per}, \`Accept-Encoding: ${acceptEncoding}\``
}

/** A server's requests per second, the round it is judged by first, then every round: `4335 (4298, 4335)`. */
function requestRatesOf(figures: LoadFigures): string {
  const rounds = figures.rounds.map((round) => Math.round(round.requestsPerSecond)).join(', ')
  return `${Math.round(figures.requestsPerSecond)} (${rounds})`
}

/** The first line of the report: how many figures missed their budget, and which. */
export function summaryOf(misses: readonly Check[]): string {
  if (misses.length === 0) return '✓ No misses: every figure is within its budget.'
  const byBudget = new Map<BudgetName, string[]>()
  for (const miss of misses)
    byBudget.set(miss.budget, [...(byBudget.get(miss.budget) ?? []), miss.where])
  const parts = (Object.keys(BUDGETS) as BudgetName[])
    .filter((name) => byBudget.has(name))
    .map((name) => `${BUDGETS[name].short} on ${byBudget.get(name)!.join(', ')}`)
  return `✗ ${misses.length} ${misses.length === 1 ? 'miss' : 'misses'}: ${parts.join('; ')}.`
}

/**
 * The report as markdown: a summary line, then two tables that set each route's budgeted figures
 * under the bare page's (each cell the route's figure and, for a ratio budget, the ratio), then
 * the detail. Every figure over budget is bold and marked ✗.
 */
export function markdownOf(report: BenchReport): string {
  const checks = new Map(report.checks.map((check) => [`${check.where}|${check.budget}`, check]))
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`
  const rule = (columns: number) => row(Array(columns).fill('---'))
  const marked = (text: string, within: boolean) => (within ? text : `**${text} ✗**`)
  /** The cell of a budgeted figure: the figure, its ratio to the bare page, and a mark if missed. */
  const cell = (where: string, name: BudgetName) => {
    const check = checks.get(`${where}|${name}`)
    if (!check) throw new Error(`No check of ${name} at ${where}`)
    const figure = inUnit(BUDGETS[name].unit, check.value)
    const limit = BUDGETS[name].limit
    const text = check.ratio === undefined ? figure : `${figure} · ${times(check.ratio, limit)}`
    return marked(text, check.within)
  }
  /** A figure with its ratio to the bare page where no budget holds it (shown, not judged). */
  const unjudged = (name: RatioBudgetName, value: number, bare: number) =>
    `${inUnit(BUDGETS[name].unit, value)} · ${times(ratioToReference(name, value, bare))}`
  const head = (name: BudgetName, title: string) => `${title} ${boundOf(BUDGETS[name])}`
  const { bare } = report
  const runs = report.settings.lighthouseRuns
  const lines: string[] = []

  lines.push(
    summaryOf(report.misses),
    '',
    `Measured ${report.date} on ${report.machine.summary}; Next.js ${report.machine.next}, Lighthouse ${report.machine.lighthouse}, ${report.machine.nginx}, Redis ${report.machine.redis}.`,
    '',
    `Every route is set against the ${BARE_PAGE} (one App Router page, one \`next/image\`, the same Next.js), built and measured in the same run: the first row of each table. A cell shows the route's figure and, where the budget is a ratio, the figure ÷ the bare page's (× bare) or ÷ the route's scriptless twin's (× twin: the same document without its scripts, served the same way). Budgets head the columns; ✗ marks a miss.`,
    '',
    phoneMarkdownOf(report, report.checks),
    '',
    '### Bytes and server',
    '',
    row([
      'page',
      'HTML, decoded',
      head('firstLoadGzip', 'first-load JS, gz'),
      `${head('beforeInputGzip', 'JS before input, gz, phone')} ²`,
      `${head('beforeInputGzip', 'desktop')} ²`,
      head('serverCpu', 'server CPU per request'),
      head('requestsPerSecond', 'req/s'),
      'req/s, share of nginx ³',
    ]),
    rule(8),
    row([
      BARE_PAGE,
      kb(bare.html.decodedBytes),
      kb(bare.firstLoad.gzipBytes),
      kb(bare.javascript.mobile.beforeInput.gzipBytes),
      kb(bare.javascript.desktop.beforeInput.gzipBytes),
      duration(bare.server.next.cpuMsPerRequest),
      inUnit('req/s', bare.server.next.requestsPerSecond),
      percent(bare.server.next.requestsPerSecond / bare.server.nginx.requestsPerSecond),
    ]),
  )
  for (const { route, webglBlock, javascript, server, html } of report.routes) {
    const beforeInput = (viewport: Viewport) =>
      webglBlock
        ? unjudged(
            'beforeInputGzip',
            javascript[viewport].beforeInput.gzipBytes,
            bare.javascript[viewport].beforeInput.gzipBytes,
          )
        : cell(`${route} (${viewport})`, 'beforeInputGzip')
    lines.push(
      row([
        webglBlock ? `${route} (WebGL block)` : route,
        kb(html.decodedBytes),
        cell(route, 'firstLoadGzip'),
        beforeInput('mobile'),
        beforeInput('desktop'),
        cell(route, 'serverCpu'),
        cell(route, 'requestsPerSecond'),
        percent(server.site.requestsPerSecond / server.nginx.requestsPerSecond),
      ]),
    )
  }
  const load = report.settings.load
  lines.push(
    '',
    '² Routes with the WebGL block load three.js as the block nears the view: their JavaScript before input is shown, not judged.',
    `³ The page's requests per second ÷ nginx's serving the same HTML file. The site is served through its production front (\`npm run serve\`), the bare page by \`next start\`; ${loadOf(load, 'target')}.`,
    '',
    `### Lighthouse desktop, median of ${runs}`,
    '',
    row(['page', 'performance', 'LCP', 'TBT', 'CLS', 'accessibility', 'best practices', 'SEO']),
    rule(8),
  )
  const bareDesktop = bare.lighthouse.desktop.median
  lines.push(
    row([
      BARE_PAGE,
      score(bareDesktop.performance),
      duration(bareDesktop.lcp),
      duration(bareDesktop.tbt),
      inUnit('cls', bareDesktop.cls),
      String(bareDesktop.accessibility),
      String(bareDesktop.bestPractices),
      String(bareDesktop.seo),
    ]),
  )
  for (const { route, lighthouse } of report.routes) {
    const where = `${route} (desktop)`
    const m = lighthouse.desktop.median
    lines.push(
      row([
        route,
        score(m.performance),
        duration(m.lcp),
        duration(m.tbt),
        cell(where, 'cls'),
        cell(where, 'accessibility'),
        cell(where, 'bestPractices'),
        cell(where, 'seo'),
      ]),
    )
  }

  const bytes = (figures: { gzipBytes: number; rawBytes: number }) =>
    `${kb(figures.gzipBytes)} / ${kb(figures.rawBytes)}`
  lines.push(
    '',
    '### JavaScript (gzip -9 / unpacked)',
    '',
    row([
      'page',
      'first load',
      'on demand in first load',
      'phone: before input',
      'phone: after scrolling',
      'desktop: before input',
      'desktop: after scrolling',
    ]),
    rule(7),
  )
  const jsRow = (name: string, figures: PageFigures, onDemand: string) =>
    row([
      name,
      bytes(figures.firstLoad),
      onDemand,
      bytes(figures.javascript.mobile.beforeInput),
      bytes(figures.javascript.mobile.afterScroll),
      bytes(figures.javascript.desktop.beforeInput),
      bytes(figures.javascript.desktop.afterScroll),
    ])
  lines.push(jsRow(BARE_PAGE, bare, bare.firstLoad.onDemandLibraries.join(', ') || 'none'))
  for (const figures of report.routes) {
    const { route, firstLoad } = figures
    const check = checks.get(`${route}|onDemandInFirstLoad`)!
    lines.push(
      jsRow(route, figures, marked(firstLoad.onDemandLibraries.join(', ') || 'none', check.within)),
    )
  }

  lines.push(
    '',
    `### Server: ${loadOf(load, 'target')}, loopback`,
    '',
    'The rounds alternate between all targets; each target counts by its faster round, with that round’s p99 and CPU: on a shared machine other work can only slow a server down.',
    '',
    row([
      'page',
      'HTML: sent / decoded',
      'req/s (rounds)',
      'p99',
      'CPU per request',
      'failures',
      'nginx req/s',
      'nginx p99',
      'CPU ÷ next start, same build ⁴',
    ]),
    rule(9),
    row([
      `${BARE_PAGE} (\`next start\`)`,
      `${kb(bare.html.transferBytes)} ${bare.html.contentEncoding} / ${kb(bare.html.decodedBytes)}`,
      requestRatesOf(bare.server.next),
      duration(bare.server.next.p99Ms),
      duration(bare.server.next.cpuMsPerRequest),
      marked(String(bare.server.next.failures), checks.get(`${BARE_PAGE}|loadFailures`)!.within),
      Math.round(bare.server.nginx.requestsPerSecond).toString(),
      duration(bare.server.nginx.p99Ms),
      '—',
    ]),
  )
  for (const { route, html, server } of report.routes)
    lines.push(
      row([
        route,
        `${kb(html.transferBytes)} ${html.contentEncoding} / ${kb(html.decodedBytes)}` +
          (html.payloadBytes === undefined ? '' : ` (RSC payload ${kb(html.payloadBytes)})`),
        requestRatesOf(server.site),
        duration(server.site.p99Ms),
        duration(server.site.cpuMsPerRequest),
        cell(route, 'loadFailures'),
        Math.round(server.nginx.requestsPerSecond).toString(),
        duration(server.nginx.p99Ms),
        times(server.site.cpuMsPerRequest / server.nextAlone.cpuMsPerRequest),
      ]),
    )

  lines.push(
    '',
    '⁴ The same build under `next start` alone, without the site’s front: it sends the page uncompressed, since the project leaves compression to the front (`compress: false`), so this ratio shows what the front costs, compression included.',
    '',
    instancesMarkdownOf(report.instances, report.settings.load),
    '',
    '### Icons',
    '',
    row(['file', head('iconBytes', 'size')]),
    rule(2),
    ...report.icons.map((icon) => row([icon.file, cell(icon.file, 'iconBytes')])),
    '',
    '### Misses',
    '',
  )
  if (report.misses.length === 0) lines.push('None: every figure is within its budget.')
  for (const miss of report.misses) lines.push(`- ${sentenceOf(miss)}`)
  return `${lines.join('\n')}\n`
}

export const tableRow = (cells: string[]) => `| ${cells.join(' | ')} |`
export const tableRule = (columns: number) => tableRow(Array(columns).fill('---'))
const markedIf = (text: string, within: boolean) => (within ? text : `**${text} ✗**`)

/** How often the first paint came before the scripts finished: `3 of 5`, or `no scripts`. */
export function paintBeforeScriptsOf(runs: readonly LighthouseRun[]): string {
  const known = runs.filter((run) => typeof run.firstPaintBeforeScripts === 'boolean')
  if (known.length === 0)
    return runs.some((run) => run.firstPaintBeforeScripts === null) ? 'no scripts' : 'n/a'
  return `${known.filter((run) => run.firstPaintBeforeScripts).length} of ${known.length}`
}

/**
 * The route's LCP ÷ its twin's, run by run: the bench runs a route and its twin back to back in
 * each round, so each pair met the machine in the same state. The lowest and highest of those
 * ratios (`0.92–1.18 ×`) show how far a median ratio could move between two runs of the bench.
 */
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
  const counts = new Map<string, { element: LcpElement; count: number }>()
  for (const { lcpElement } of runs) {
    if (!lcpElement) continue
    const key = JSON.stringify([lcpElement.path, lcpElement.selector, lcpElement.snippet])
    const seen = counts.get(key) ?? { element: lcpElement, count: 0 }
    counts.set(key, { ...seen, count: seen.count + 1 })
  }
  return [...counts.values()].sort((a, b) => b.count - a.count)[0]?.element
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

/** A request's address in a few characters: its file name. */
const fileOf = (url: string) => {
  try {
    return new URL(url).pathname.split('/').pop() || url
  } catch {
    return url
  }
}

/**
 * The phone's tables: Lighthouse mobile with throttling applied (judged), then simulated
 * (reported), each route followed by its scriptless twin, each figure with its ratio to the bare
 * page and to the twin; then the first round trip of each page.
 */
export function phoneMarkdownOf(report: PhoneReport, checkList: readonly Check[]): string {
  const checks = new Map(checkList.map((check) => [`${check.where}|${check.budget}`, check]))
  const check = (where: string, name: BudgetName) => {
    const found = checks.get(`${where}|${name}`)
    if (!found) throw new Error(`No check of ${name} at ${where}`)
    return found
  }
  const absolute = (where: string, name: BudgetName) => {
    const found = check(where, name)
    return markedIf(inUnit(BUDGETS[name].unit, found.value), found.within)
  }
  const head = (name: BudgetName, title: string) => `${title} ${boundOf(BUDGETS[name])}`
  const runs = report.settings.lighthouseRuns
  const { bare } = report
  /** A time with its ratios to the bare page and, for a route, to its twin. */
  const withRatios = (value: number, bareValue: number, twinValue?: number, floor = 0) => {
    const ratio = (reference: number) => {
      const base = Math.max(reference, floor)
      return times(base > 0 ? value / base : Number.NaN)
    }
    return [
      duration(value),
      `${ratio(bareValue)} bare`,
      ...(twinValue === undefined ? [] : [`${ratio(twinValue)} twin`]),
    ].join(' · ')
  }
  const lines: string[] = [
    `### Phone: Lighthouse mobile, applied throttling (devtools), median of ${runs}`,
    '',
    tableRow([
      'page',
      `LCP ${boundOf(BUDGETS.lcp)} bare, ${boundOf(BUDGETS.lcpTwin)} twin`,
      'LCP ÷ twin, run by run ²',
      `${head('tbt', 'TBT')} bare ¹`,
      'FCP',
      head('cls', 'CLS'),
      'performance',
      head('accessibility', 'accessibility'),
      head('bestPractices', 'best practices'),
      head('seo', 'SEO'),
      'first paint before scripts finished †',
    ]),
    tableRule(11),
  ]
  const bareApplied = bare.lighthouse.mobileApplied
  const plainScores = (median: LighthouseFigures) => [
    score(median.performance),
    String(median.accessibility),
    String(median.bestPractices),
    String(median.seo),
  ]
  lines.push(
    tableRow([
      BARE_PAGE,
      duration(bareApplied.median.lcp),
      '—',
      duration(bareApplied.median.tbt),
      duration(bareApplied.median.fcp ?? Number.NaN),
      inUnit('cls', bareApplied.median.cls),
      ...plainScores(bareApplied.median),
      paintBeforeScriptsOf(bareApplied.runs),
    ]),
  )
  for (const { route, lighthouse, twin } of report.routes) {
    const where = `${route} (mobile)`
    const { median } = lighthouse.mobileApplied
    const twinMedian = twin.lighthouse.mobileApplied.median
    const lcpWithin = check(where, 'lcp').within && check(where, 'lcpTwin').within
    lines.push(
      tableRow([
        route,
        markedIf(withRatios(median.lcp, bareApplied.median.lcp, twinMedian.lcp), lcpWithin),
        lcpTwinRangeOf(lighthouse.mobileApplied.runs, twin.lighthouse.mobileApplied.runs),
        markedIf(
          withRatios(median.tbt, bareApplied.median.tbt, twinMedian.tbt, BUDGETS.tbt.floor),
          check(where, 'tbt').within,
        ),
        withRatios(
          median.fcp ?? Number.NaN,
          bareApplied.median.fcp ?? Number.NaN,
          twinMedian.fcp ?? Number.NaN,
        ),
        absolute(where, 'cls'),
        score(median.performance),
        absolute(where, 'accessibility'),
        absolute(where, 'bestPractices'),
        absolute(where, 'seo'),
        paintBeforeScriptsOf(lighthouse.mobileApplied.runs),
      ]),
      tableRow([
        `${route} twin`,
        withRatios(twinMedian.lcp, bareApplied.median.lcp),
        '—',
        withRatios(twinMedian.tbt, bareApplied.median.tbt, undefined, BUDGETS.tbt.floor),
        withRatios(twinMedian.fcp ?? Number.NaN, bareApplied.median.fcp ?? Number.NaN),
        inUnit('cls', twinMedian.cls),
        ...plainScores(twinMedian),
        paintBeforeScriptsOf(twin.lighthouse.mobileApplied.runs),
      ]),
    )
  }
  lines.push(
    '',
    `¹ The TBT ratio divides by the bare page's TBT counted as at least ${duration(BUDGETS.tbt.floor)}: a bare page may block for next to nothing, and a ratio to 0 says nothing.`,
    `² Each run of the route divided by the run of its twin in the same round (the two run back to back): the lowest and the highest of the ${runs}. Where that range straddles the budget, the median's verdict can change from one run of the bench to the next.`,
    "† In how many runs the first contentful paint came before the scripts the page had asked for by then finished arriving. Lighthouse's simulation counts every script that arrived before the observed paint into its estimate of the paint; on loopback with no throttling they all arrive first, a race no phone runs. `no scripts`: a twin.",
    '',
    `### Phone: Lighthouse mobile, simulated throttling (Lantern), median of ${runs}: reported, not judged`,
    '',
    tableRow(['page', 'LCP', 'TBT', 'FCP', 'performance', 'first paint before scripts finished †']),
    tableRule(6),
  )
  const bareSimulated = bare.lighthouse.mobile
  lines.push(
    tableRow([
      BARE_PAGE,
      duration(bareSimulated.median.lcp),
      duration(bareSimulated.median.tbt),
      duration(bareSimulated.median.fcp ?? Number.NaN),
      score(bareSimulated.median.performance),
      paintBeforeScriptsOf(bareSimulated.runs),
    ]),
  )
  for (const { route, lighthouse, twin } of report.routes) {
    const { median } = lighthouse.mobile
    const twinMedian = twin.lighthouse.mobile.median
    const b = bareSimulated.median
    lines.push(
      tableRow([
        route,
        withRatios(median.lcp, b.lcp, twinMedian.lcp),
        withRatios(median.tbt, b.tbt, twinMedian.tbt, BUDGETS.tbt.floor),
        withRatios(median.fcp ?? Number.NaN, b.fcp ?? Number.NaN, twinMedian.fcp ?? Number.NaN),
        score(median.performance),
        paintBeforeScriptsOf(lighthouse.mobile.runs),
      ]),
      tableRow([
        `${route} twin`,
        withRatios(twinMedian.lcp, b.lcp),
        withRatios(twinMedian.tbt, b.tbt, undefined, BUDGETS.tbt.floor),
        withRatios(twinMedian.fcp ?? Number.NaN, b.fcp ?? Number.NaN),
        score(twinMedian.performance),
        paintBeforeScriptsOf(twin.lighthouse.mobile.runs),
      ]),
    )
  }
  lines.push(
    '',
    '### First round trip: the document as a browser receives it (`Accept-Encoding: br`)',
    '',
    tableRow([
      'page',
      head('firstRoundTrip', 'Brotli up to and including the LCP element'),
      'LCP element (applied throttling) ‡',
      'document: Brotli / decoded',
      head('renderBlocking', 'render-blocking before first paint'),
    ]),
    tableRule(5),
  )
  const blocking = (runsOf: readonly LighthouseRun[]) => {
    const urls = renderBlockingInMostRuns(runsOf)
    return urls.length === 0 ? '0' : `${urls.length}: ${urls.map(fileOf).join(', ')}`
  }
  const documentSize = (page: PhonePage) =>
    page.firstRoundTrip
      ? `${kb(page.firstRoundTrip.brotliBytes)} / ${kb(page.firstRoundTrip.decodedBytes)}`
      : 'n/a'
  const element = (page: PhonePage) =>
    shortElement(
      page.firstRoundTrip?.lcpElement ?? mostFrequentLcpElement(page.lighthouse.mobileApplied.runs),
    )
  lines.push(
    tableRow([
      BARE_PAGE,
      bare.firstRoundTrip ? kb(bare.firstRoundTrip.brotliBytesToLcp) : 'n/a',
      element(bare),
      documentSize(bare),
      blocking(bare.lighthouse.mobileApplied.runs),
    ]),
  )
  for (const page of report.routes) {
    const blockingCheck = check(page.route, 'renderBlocking')
    lines.push(
      tableRow([
        page.route,
        absolute(page.route, 'firstRoundTrip'),
        element(page),
        documentSize(page),
        markedIf(blocking(page.lighthouse.mobileApplied.runs), blockingCheck.within),
      ]),
    )
  }
  lines.push(
    '',
    "‡ The element Lighthouse found most often as the LCP element in the runs with throttling applied, located in the document as served; the Brotli column counts the bytes of the compressed body, as the front sends it once its best Brotli is made, that must arrive before the decoder has given out the element's end. A server's first flight on a new connection is about 14 KB; the bare page is shown, not judged.",
  )
  return lines.join('\n')
}

/**
 * The "Several instances" section: for each route, one instance straight, one behind nginx and
 * two behind nginx, all sharing one Redis, under the same load. No budget holds these figures
 * (the issue sets none), so nothing is marked; the text says what they can and cannot mean.
 */
export function instancesMarkdownOf(figures: InstancesFigures, load: typeof LOAD): string {
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`
  const cores = `${figures.cores} ${figures.cores === 1 ? 'core' : 'cores'}`
  const lines = [
    `### Several instances: one Redis, nginx as the balancer`,
    '',
    `Each instance is the self-contained server \`npm run build\` assembles (\`node server.ts\`), started from its own copy, with \`REDIS_URL\` set: the instances share pages and invalidations through one Redis on loopback. nginx balances with an \`upstream\` of the instances on 127.0.0.1 (round robin, HTTP/1.1, connections kept open to them). ${loadOf(load, 'setup and route')}; the rounds alternate between all setups, and each counts by its faster round.`,
    '',
    `On this machine's ${cores}, the two instances, nginx, Redis and the load generator all run on the same cores, so this is not a scaling test: it shows what the balancer and a second instance cost per request and whether anything fails, not how far a second machine would carry the site.`,
    '',
    row([
      'route',
      'setup',
      'req/s (rounds)',
      'p99',
      'CPU per request ¹',
      'failures',
      'req/s ÷ one instance behind nginx',
    ]),
    row(Array(7).fill('---')),
  ]
  for (const { route, setups } of figures.routes)
    for (const setup of Object.keys(SETUPS) as Setup[]) {
      const figures = setups[setup]
      lines.push(
        row([
          route,
          SETUPS[setup],
          requestRatesOf(figures),
          duration(figures.p99Ms),
          duration(figures.cpuMsPerRequest),
          String(figures.failures),
          times(figures.requestsPerSecond / setups.oneBehindNginx.requestsPerSecond),
        ]),
      )
    }
  lines.push(
    '',
    `¹ CPU time of every server a request may pass through (nginx, the instances, Redis), ÷ the answered requests; the load generator's own is not counted. Each instance's front answers a page asked for again within a second itself, so most of these requests reach neither Next.js nor Redis: Redis answered ${figures.redis.commands} commands over the whole section, on ${figures.redis.clients} connections from the instances.`,
  )
  return lines.join('\n')
}

/** The server section alone (`npm run bench -- --only server`): each route beside the bare page. */
export function serverMarkdownOf(
  routes: readonly string[],
  loads: ReadonlyMap<string, LoadFigures>,
  bareName: string,
): string {
  const bare = loads.get(bareName)!
  const row = (name: string, figures: LoadFigures) =>
    `| ${name} | ${Math.round(figures.requestsPerSecond)} · ${(figures.requestsPerSecond / bare.requestsPerSecond).toFixed(2)} × | ${figures.cpuMsPerRequest.toFixed(2)} ms · ${(figures.cpuMsPerRequest / bare.cpuMsPerRequest).toFixed(2)} × | ${figures.p99Ms} ms | ${figures.failures} |`
  return [
    '| page | req/s ≥ 0.67 × | CPU per request ≤ 1.5 × | p99 | failures |',
    '| --- | --- | --- | --- | --- |',
    row(BARE_PAGE, bare),
    ...routes.map((route) => row(route, loads.get(route)!)),
  ].join('\n')
}
