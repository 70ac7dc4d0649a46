import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse'
import { launch } from 'chrome-launcher'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'
import { median as medianOf } from './median.ts'

/** One Lighthouse run's figures: category scores out of 100, times in milliseconds. */
export interface LighthouseFigures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcp: number
  tbt: number
  cls: number
  /** First contentful paint. Absent in reports made before it was kept. */
  fcp?: number
  /** Lighthouse's main-thread work (all of it, short tasks too) and time to interactive; absent before kept. */
  mainThread?: number
  tti?: number
}

/** The largest contentful paint's element, as Lighthouse names it in the loaded page. */
export interface LcpElement {
  /** Lighthouse's path through the DOM: `1,HTML,1,BODY,0,DIV,…` (child index, tag name). */
  path?: string
  selector?: string
  /** The element's start tag, long attribute values shortened. */
  snippet?: string
  nodeLabel?: string
}

export interface LighthouseRun extends LighthouseFigures {
  lcpElement?: LcpElement
  /** Whether the first paint came before the scripts asked for by then arrived; null: none asked. */
  firstPaintBeforeScripts?: boolean | null
  /** The render-blocking requests that finished before the first paint, by URL. */
  renderBlocking?: string[]
  /** The main-thread work by Lighthouse's kinds (`Script Evaluation`, `Style & Layout`, …), ms. */
  mainThreadByKind?: Record<string, number>
}

export type FormFactor = 'mobile' | 'desktop'

/** `simulate`: Lantern's estimate from a full-speed load; `devtools`: throttling applied in the browser. */
export type ThrottlingMethod = 'simulate' | 'devtools'
export type Setting = readonly [FormFactor, ThrottlingMethod]

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** A run Lighthouse itself could not complete (a lost trace): worth another go. */
class LighthouseRuntimeError extends Error {}

const ATTEMPTS = 3

/** One run's figures, a run Lighthouse could not complete tried again up to 3 times in all. */
export async function lighthouseRun(
  url: string,
  [formFactor, throttling]: Setting,
  onRetry: (error: Error) => void,
): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return figuresOf(url, (await runLighthouse(url, formFactor, throttling)).lhr)
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt >= ATTEMPTS) throw error
      onRetry(error)
    }
  }
}

/** Lighthouse on one page in a fresh Chromium; answers the whole result. */
export async function runLighthouse(
  url: string,
  formFactor: FormFactor,
  throttling: ThrottlingMethod = 'simulate',
): Promise<RunnerResult> {
  // As the Lighthouse command line launches it: a driven tab stays in the background, unpainted.
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      '--headless=new',
      ...CHROMIUM_ARGS,
      // Chromium's sandbox refuses to run as root, as on a CI container.
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    ],
  })
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(formFactor === 'mobile' ? { throttlingMethod: throttling } : {}),
    }
    const config = formFactor === 'desktop' ? desktopConfig : undefined
    const result = await lighthouse(url, flags, config)
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { runtimeError } = result.lhr
    if (runtimeError)
      throw new LighthouseRuntimeError(
        `Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`,
      )
    return result
  } finally {
    chrome.kill()
  }
}

/** Lighthouse's code for a load whose main thread had no 5 s without a long task. */
const NEVER_QUIET = /NO_TTI_CPU_IDLE_PERIOD/

function figuresOf(url: string, lhr: Result): LighthouseRun {
  const { categories, audits } = lhr
  // A lost metric is worth another run; a page never quiet for 5 s is not (TBT endless).
  const failed = Object.values(audits).filter((audit) => audit.scoreDisplayMode === 'error')
  const neverQuiet =
    failed.length > 0 && failed.every((audit) => NEVER_QUIET.test(audit.errorMessage ?? ''))
  if (categories.performance?.score === null && failed.length > 0 && !neverQuiet)
    throw new LighthouseRuntimeError(
      `Lighthouse on ${url}: no performance score (${failed.map((audit) => `${audit.id}: ${audit.errorMessage}`).join('; ')})`,
    )
  const score = (id: string) => {
    const value = categories[id]?.score
    if (id === 'performance' && neverQuiet) return Number.NaN
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} score for ${url}`)
    return Math.round(value * 100)
  }
  const metric = (id: string) => {
    const value = audits[id]?.numericValue
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} for ${url}`)
    return value
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: metric('largest-contentful-paint'),
    tbt: neverQuiet ? Number.POSITIVE_INFINITY : metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcp: metric('first-contentful-paint'),
    mainThread: metric('mainthread-work-breakdown'),
    tti: neverQuiet ? Number.POSITIVE_INFINITY : metric('interactive'),
    mainThreadByKind: mainThreadByKindOf(lhr),
    lcpElement: lcpElementOf(lhr),
    firstPaintBeforeScripts: firstPaintBeforeScriptsOf(lhr),
    renderBlocking: renderBlockingOf(lhr),
  }
}

type Result = RunnerResult['lhr']
type Items = Record<string, unknown>[]

/** The items of an audit's table (or of the tables in its list), empty when it has none. */
function itemsOf(lhr: Result, id: string): Items {
  const details = lhr.audits[id]?.details as
    { type?: string; items?: Items; debugData?: Record<string, unknown> } | undefined
  if (!details?.items) return []
  if (details.type !== 'list') return details.items
  return details.items.flatMap((item) =>
    item.type === 'table' ? ((item.items as Items | undefined) ?? []) : [item],
  )
}

/** The LCP element, as Lighthouse 13's LCP breakdown insight names it. */
export function lcpElementOf(lhr: Result): LcpElement | undefined {
  const node = itemsOf(lhr, 'lcp-breakdown-insight').find((item) => item.type === 'node')
  if (!node) return undefined
  const keys = ['path', 'selector', 'snippet', 'nodeLabel'] as const
  return Object.fromEntries(
    keys.map((key) => [key, typeof node[key] === 'string' ? node[key] : undefined]),
  )
}

/** Whether the observed first paint came before the scripts requested ahead of it had arrived. */
export function firstPaintBeforeScriptsOf(lhr: Result): boolean | null | undefined {
  const [metrics] = itemsOf(lhr, 'metrics')
  const paint = metrics?.observedFirstContentfulPaintTs
  const details = lhr.audits['network-requests']?.details as
    { debugData?: { networkStartTimeTs?: number } } | undefined
  const start = details?.debugData?.networkStartTimeTs
  if (typeof paint !== 'number' || typeof start !== 'number') return undefined
  const inTrace = (ms: unknown) => (typeof ms === 'number' ? start + ms * 1000 : Number.NaN)
  const scriptEnds = itemsOf(lhr, 'network-requests')
    .filter((request) => request.resourceType === 'Script')
    .filter((request) => inTrace(request.rendererStartTime) < paint)
    // A script that never finished is still loading when the page paints.
    .map((request) => (request.finished === false ? Infinity : inTrace(request.networkEndTime)))
  if (scriptEnds.length === 0) return null
  return paint < Math.max(...scriptEnds)
}

/** The main-thread work breakdown's rows summed by kind (its `groupLabel`), ms. */
export function mainThreadByKindOf(lhr: Result): Record<string, number> {
  const byKind: Record<string, number> = {}
  for (const { groupLabel, duration } of itemsOf(lhr, 'mainthread-work-breakdown'))
    if (typeof groupLabel === 'string' && typeof duration === 'number')
      byKind[groupLabel] = (byKind[groupLabel] ?? 0) + duration
  return byKind
}

export function renderBlockingOf(lhr: Result): string[] {
  return itemsOf(lhr, 'render-blocking-insight')
    .map((item) => item.url)
    .filter((url): url is string => typeof url === 'string')
}

const FIGURES = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcp',
  'tbt',
  'cls',
] as const

export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const median = (figure: keyof LighthouseFigures) =>
    medianOf(runs.map((run) => run[figure] ?? Number.NaN).filter((value) => !Number.isNaN(value)))
  const figures = Object.fromEntries(FIGURES.map((figure) => [figure, median(figure)]))
  const optional = (['fcp', 'mainThread', 'tti'] as const).filter((figure) =>
    runs.every((run) => run[figure] !== undefined),
  )
  return {
    ...(figures as Record<(typeof FIGURES)[number], number>),
    ...Object.fromEntries(optional.map((figure) => [figure, median(figure)])),
  }
}
