import { BUDGETS, withinBudget, type Budget, type BudgetName } from './budgets.ts'
import type { VisitJavaScript, Viewport } from './javascript.ts'
import type { FormFactor, LighthouseFigures } from './lighthouse.ts'
import type { LOAD, LoadFigures } from './load.ts'

export interface RouteFigures {
  route: string
  /** Routes with the WebGL block load three.js as it nears the view, so their JS budget differs. */
  webglBlock: boolean
  firstLoad: { gzipBytes: number; rawBytes: number; onDemandLibraries: string[] }
  javascript: Record<Viewport, VisitJavaScript>
  lighthouse: Record<FormFactor, { median: LighthouseFigures; runs: LighthouseFigures[] }>
  server: {
    site: LoadFigures
    nginx: LoadFigures
    /** The same build under `next start` alone, without the site's front. */
    nextAlone: LoadFigures
    /** How many of the site's requests per second nginx serves for each one of the site's. */
    nginxThroughputRatio: number
    /** The site's CPU per request ÷ the bare Next.js page's. */
    cpuRatio: number
    /** The site's CPU per request ÷ `next start`'s on the same build: what the front costs. */
    frontCpuRatio: number
  }
}

export interface BenchReport {
  date: string
  machine: Record<string, string>
  settings: { lighthouseRuns: number; load: typeof LOAD }
  routes: RouteFigures[]
  bareNext: LoadFigures
  icons: { file: string; bytes: number }[]
  misses: Miss[]
}

export interface Miss {
  where: string
  budget: BudgetName
  value: number
}

/** Every figure over its budget. */
export function missesOf(report: Omit<BenchReport, 'misses'>): Miss[] {
  const misses: Miss[] = []
  const check = (where: string, budget: BudgetName, value: number) => {
    if (!withinBudget(budget, value)) misses.push({ where, budget, value })
  }
  for (const figures of report.routes) {
    const { route } = figures
    check(route, 'firstLoadGzip', figures.firstLoad.gzipBytes)
    check(route, 'onDemandInFirstLoad', figures.firstLoad.onDemandLibraries.length)
    if (!figures.webglBlock)
      for (const viewport of ['mobile', 'desktop'] as const)
        check(
          `${route} (${viewport})`,
          'beforeInputGzip',
          figures.javascript[viewport].beforeInput.gzipBytes,
        )
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const { median } = figures.lighthouse[formFactor]
      for (const budget of [
        'performance',
        'accessibility',
        'bestPractices',
        'seo',
        'lcp',
        'tbt',
        'cls',
      ] as const)
        check(`${route} (${formFactor})`, budget, median[budget])
    }
    check(route, 'serverCpuRatio', figures.server.cpuRatio)
  }
  for (const icon of report.icons) check(icon.file, 'iconBytes', icon.bytes)
  return misses
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value: number) => `${Math.round(value)} ms`

function inUnit(budget: Budget, value: number): string {
  switch (budget.unit) {
    case 'bytes':
      return kb(value)
    case 'ms':
      return ms(value)
    case 'ratio':
      return `${value.toFixed(2)} ×`
    default:
      return String(Number(value.toFixed(3)))
  }
}

/** The report as markdown tables; a figure over budget is marked ✗. */
export function markdownOf(report: BenchReport): string {
  const missed = (where: string, budget: BudgetName) =>
    report.misses.some((miss) => miss.where === where && miss.budget === budget)
  const mark = (text: string, where: string, budget: BudgetName) =>
    missed(where, budget) ? `**${text} ✗**` : text
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`
  const lines: string[] = []

  lines.push(
    `Measured ${report.date} on ${report.machine.summary}.`,
    '',
    `### Lighthouse (median of ${report.settings.lighthouseRuns} runs)`,
    '',
    row([
      'route',
      'form factor',
      'performance',
      'accessibility',
      'best practices',
      'SEO',
      'LCP',
      'TBT',
      'CLS',
    ]),
    row(Array(9).fill('---')),
  )
  for (const { route, lighthouse } of report.routes)
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const where = `${route} (${formFactor})`
      const m = lighthouse[formFactor].median
      lines.push(
        row([
          route,
          formFactor,
          mark(String(m.performance), where, 'performance'),
          mark(String(m.accessibility), where, 'accessibility'),
          mark(String(m.bestPractices), where, 'bestPractices'),
          mark(String(m.seo), where, 'seo'),
          mark(ms(m.lcp), where, 'lcp'),
          mark(ms(m.tbt), where, 'tbt'),
          mark(m.cls.toFixed(3), where, 'cls'),
        ]),
      )
    }

  lines.push(
    '',
    '### JavaScript (gzip -9 / unpacked)',
    '',
    row([
      'route',
      'first load',
      'on demand in first load',
      'mobile: before input',
      'mobile: after scrolling',
      'desktop: before input',
      'desktop: after scrolling',
    ]),
    row(Array(7).fill('---')),
  )
  const bytes = (figures: { gzipBytes: number; rawBytes: number }) =>
    `${kb(figures.gzipBytes)} / ${kb(figures.rawBytes)}`
  for (const { route, firstLoad, javascript, webglBlock } of report.routes)
    lines.push(
      row([
        webglBlock ? `${route} (WebGL block)` : route,
        mark(bytes(firstLoad), route, 'firstLoadGzip'),
        mark(firstLoad.onDemandLibraries.join(', ') || 'none', route, 'onDemandInFirstLoad'),
        mark(bytes(javascript.mobile.beforeInput), `${route} (mobile)`, 'beforeInputGzip'),
        bytes(javascript.mobile.afterScroll),
        mark(bytes(javascript.desktop.beforeInput), `${route} (desktop)`, 'beforeInputGzip'),
        bytes(javascript.desktop.afterScroll),
      ]),
    )

  const { connections, durationSeconds, rounds, acceptEncoding } = report.settings.load
  lines.push(
    '',
    `### Server (${connections} connections, ${rounds} × ${durationSeconds} s per target, the better round; \`Accept-Encoding: ${acceptEncoding}\`; loopback)`,
    '',
    row([
      'route',
      'site req/s',
      'site p99',
      'site CPU/request',
      'nginx req/s',
      'nginx p99',
      'nginx ÷ site throughput',
      'CPU ÷ next start, same build',
      'CPU ÷ bare Next.js page',
    ]),
    row(Array(9).fill('---')),
  )
  for (const { route, server } of report.routes)
    lines.push(
      row([
        route,
        Math.round(server.site.requestsPerSecond).toString(),
        ms(server.site.p99Ms),
        `${server.site.cpuMsPerRequest.toFixed(2)} ms`,
        Math.round(server.nginx.requestsPerSecond).toString(),
        ms(server.nginx.p99Ms),
        `${server.nginxThroughputRatio.toFixed(1)} ×`,
        `${server.frontCpuRatio.toFixed(2)} ×`,
        mark(`${server.cpuRatio.toFixed(2)} ×`, route, 'serverCpuRatio'),
      ]),
    )
  const bare = report.bareNext
  lines.push(
    '',
    `The bare Next.js page (\`next start\` on an empty page with one image): ${Math.round(bare.requestsPerSecond)} req/s, p99 ${ms(bare.p99Ms)}, ${bare.cpuMsPerRequest.toFixed(2)} ms CPU per request.`,
    '',
    '### Icons',
    '',
    row(['file', 'size']),
    row(['---', '---']),
    ...report.icons.map((icon) => row([icon.file, mark(kb(icon.bytes), icon.file, 'iconBytes')])),
    '',
    '### Over budget',
    '',
  )
  if (report.misses.length === 0) lines.push('Nothing: every figure is within its budget.')
  for (const miss of report.misses) {
    const budget = BUDGETS[miss.budget]
    const bound = budget.direction === 'at-most' ? '≤' : '≥'
    lines.push(
      `- ${miss.where}: ${budget.label} is ${inUnit(budget, miss.value)}; the budget is ${bound} ${inUnit(budget, budget.limit)}.`,
    )
  }
  return `${lines.join('\n')}\n`
}
