import {
  BUDGETS,
  checkAbsolute,
  checkRatio,
  ratioToBare,
  type Budget,
  type BudgetName,
  type Check,
  type RatioBudgetName,
} from './budgets.ts'
import type { HtmlDocument } from './html.ts'
import { SETUPS, type InstancesFigures, type Setup } from './instances.ts'
import type { VisitJavaScript, Viewport } from './javascript.ts'
import type { FormFactor, LighthouseFigures } from './lighthouse.ts'
import type { LOAD, LoadFigures } from './load.ts'

/** What the build and a browser show of one page: a route of the site, or the bare page. */
export interface PageFigures {
  firstLoad: { gzipBytes: number; rawBytes: number; onDemandLibraries: string[] }
  /** The document as the server sends it to a browser that accepts gzip. */
  html: HtmlDocument
  javascript: Record<Viewport, VisitJavaScript>
  lighthouse: Record<FormFactor, { median: LighthouseFigures; runs: LighthouseFigures[] }>
}

export interface RouteFigures extends PageFigures {
  route: string
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

/** Every figure with a budget, held to it: ratio budgets against the bare page of the same run. */
export function checksOf(report: MeasuredReport): Check[] {
  const { bare } = report
  const checks: Check[] = []
  for (const figures of report.routes) {
    const { route } = figures
    const mobile = figures.lighthouse.mobile.median
    const bareMobile = bare.lighthouse.mobile.median
    const onMobile = `${route} (mobile)`
    checks.push(
      checkAbsolute(onMobile, 'performance', mobile.performance),
      checkRatio(onMobile, 'lcp', mobile.lcp, bareMobile.lcp),
      checkRatio(onMobile, 'tbt', mobile.tbt, bareMobile.tbt),
    )
    // Layout shifts and the other scores are no phone matter: held on both form factors.
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const { median } = figures.lighthouse[formFactor]
      const where = `${route} (${formFactor})`
      checks.push(checkAbsolute(where, 'cls', median.cls))
      for (const score of SCORES) checks.push(checkAbsolute(where, score, median[score]))
    }
    checks.push(
      checkAbsolute(route, 'htmlBytes', figures.html.decodedBytes),
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

/** A duration: seconds from one second up, whole milliseconds, hundredths below 10 ms. */
function duration(ms: number): string {
  if (ms === 0) return '0 ms'
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`
  return ms >= 10 ? `${Math.round(ms)} ms` : `${ms.toFixed(2)} ms`
}

/**
 * A ratio to two decimals, or three where two would round it onto its limit (1.104 would read
 * 1.10 and look within a 1.10 budget).
 */
function times(ratio: number, limit?: number): string {
  if (!Number.isFinite(ratio)) return 'n/a'
  const decimals =
    limit !== undefined && ratio !== limit && ratio.toFixed(2) === limit.toFixed(2) ? 3 : 2
  return `${ratio.toFixed(decimals)} ×`
}
const percent = (share: number) => `${(share * 100).toFixed(1)} %`

/** A figure in its budget's unit. */
function inUnit(unit: Budget['unit'], value: number): string {
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
  const bare = inUnit(budget.unit, check.bare ?? Number.NaN)
  const floor =
    budget.floor > (check.bare ?? 0) ? ` (counted as ${inUnit(budget.unit, budget.floor)})` : ''
  return `${check.where}: ${budget.label} is ${figure} against the bare page's ${bare}${floor}: ${times(check.ratio ?? Number.NaN, budget.limit)}; the budget is ${boundOf(budget)}.`
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
    `${inUnit(BUDGETS[name].unit, value)} · ${times(ratioToBare(name, value, bare))}`
  const head = (name: BudgetName, title: string) => `${title} ${boundOf(BUDGETS[name])}`
  const { bare } = report
  const runs = report.settings.lighthouseRuns
  const lines: string[] = []

  lines.push(
    summaryOf(report.misses),
    '',
    `Measured ${report.date} on ${report.machine.summary}; Next.js ${report.machine.next}, Lighthouse ${report.machine.lighthouse}, ${report.machine.nginx}, Redis ${report.machine.redis}.`,
    '',
    `Every route is set against the ${BARE_PAGE} (one App Router page, one \`next/image\`, the same Next.js), built and measured in the same run: the first row of each table. A cell shows the route's figure and, where the budget is a ratio, the figure ÷ the bare page's (×). Budgets head the columns; ✗ marks a miss.`,
    '',
    `### Phone: Lighthouse mobile, simulated throttling, median of ${runs}`,
    '',
    row([
      'page',
      head('performance', 'performance'),
      head('lcp', 'LCP'),
      `${head('tbt', 'TBT')} ¹`,
      head('cls', 'CLS'),
      head('accessibility', 'accessibility'),
      head('bestPractices', 'best practices'),
      head('seo', 'SEO'),
    ]),
    rule(8),
  )
  const bareMobile = bare.lighthouse.mobile.median
  lines.push(
    row([
      BARE_PAGE,
      String(bareMobile.performance),
      duration(bareMobile.lcp),
      duration(bareMobile.tbt),
      inUnit('cls', bareMobile.cls),
      String(bareMobile.accessibility),
      String(bareMobile.bestPractices),
      String(bareMobile.seo),
    ]),
  )
  for (const { route } of report.routes) {
    const where = `${route} (mobile)`
    lines.push(
      row([
        route,
        cell(where, 'performance'),
        cell(where, 'lcp'),
        cell(where, 'tbt'),
        cell(where, 'cls'),
        cell(where, 'accessibility'),
        cell(where, 'bestPractices'),
        cell(where, 'seo'),
      ]),
    )
  }
  const barePerformance = BUDGETS.performance
  if (bareMobile.performance < barePerformance.limit)
    lines.push(
      '',
      `The bare page itself scored ${bareMobile.performance}, under the ${barePerformance.limit} the routes are held to: absolute scores vary with the machine and the run (a quiet machine of this kind gives it 99–100), while the ratios compare like with like.`,
    )
  lines.push(
    '',
    `¹ The TBT ratio divides by the bare page's TBT counted as at least ${duration(BUDGETS.tbt.floor)}: a bare page blocks for next to nothing, and a ratio to 0 says nothing.`,
    '',
    '### Bytes and server',
    '',
    row([
      'page',
      head('htmlBytes', 'HTML, decoded'),
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
  for (const { route, webglBlock, javascript, server } of report.routes) {
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
        cell(route, 'htmlBytes'),
        cell(route, 'firstLoadGzip'),
        beforeInput('mobile'),
        beforeInput('desktop'),
        cell(route, 'serverCpu'),
        cell(route, 'requestsPerSecond'),
        percent(server.site.requestsPerSecond / server.nginx.requestsPerSecond),
      ]),
    )
  }
  const { connections, durationSeconds, rounds, acceptEncoding } = report.settings.load
  lines.push(
    '',
    '² Routes with the WebGL block load three.js as the block nears the view: their JavaScript before input is shown, not judged.',
    `³ The page's requests per second ÷ nginx's serving the same HTML file. The site is served through its production front (\`npm run serve\`), the bare page by \`next start\`; ${connections} connections, ${rounds} × ${durationSeconds} s per target, \`Accept-Encoding: ${acceptEncoding}\`.`,
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
      String(bareDesktop.performance),
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
        String(m.performance),
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

  const roundsOf = (load: LoadFigures) =>
    load.rounds.map((round) => Math.round(round.requestsPerSecond)).join(', ')
  lines.push(
    '',
    `### Server: ${connections} connections, ${rounds} × ${durationSeconds} s per target, \`Accept-Encoding: ${acceptEncoding}\`, loopback`,
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
      `${Math.round(bare.server.next.requestsPerSecond)} (${roundsOf(bare.server.next)})`,
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
        `${Math.round(server.site.requestsPerSecond)} (${roundsOf(server.site)})`,
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

/**
 * The "Several instances" section: for each route, one instance straight, one behind nginx and
 * two behind nginx, all sharing one Redis, under the same load. No budget holds these figures
 * (the issue sets none), so nothing is marked; the text says what they can and cannot mean.
 */
export function instancesMarkdownOf(figures: InstancesFigures, load: typeof LOAD): string {
  const { connections, durationSeconds, rounds, acceptEncoding } = load
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`
  const roundsOf = (figures: LoadFigures) =>
    figures.rounds.map((round) => Math.round(round.requestsPerSecond)).join(', ')
  const cores = `${figures.cores} ${figures.cores === 1 ? 'core' : 'cores'}`
  const lines = [
    `### Several instances: one Redis, nginx as the balancer`,
    '',
    `Each instance is the self-contained server \`npm run build\` assembles (\`node server.ts\`), started from its own copy, with \`REDIS_URL\` set: the instances share pages and invalidations through one Redis on loopback. nginx balances with an \`upstream\` of the instances on 127.0.0.1 (round robin, HTTP/1.1, connections kept open to them). ${connections} connections, ${rounds} × ${durationSeconds} s per setup and route, \`Accept-Encoding: ${acceptEncoding}\`; the rounds alternate between all setups, and each counts by its faster round.`,
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
          `${Math.round(figures.requestsPerSecond)} (${roundsOf(figures)})`,
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
