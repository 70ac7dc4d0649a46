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

/** One run: its figures, and what the load showed beyond them. */
export interface LighthouseRun extends LighthouseFigures {
  lcpElement?: LcpElement
  /**
   * Whether the page's first contentful paint came before the scripts it had asked for by then
   * finished downloading; null when it had asked for none (a scriptless twin). Lighthouse's
   * simulation counts every script that finished before the observed paint into its simulated
   * LCP: on loopback they all do, on a phone they do not.
   */
  firstPaintBeforeScripts?: boolean | null
  /** The render-blocking requests that finished before the first paint, by URL. */
  renderBlocking?: string[]
}

export type FormFactor = 'mobile' | 'desktop'

/**
 * How a phone's network and CPU are modelled: `simulate` loads the page at full speed and
 * estimates the phone's timings from the trace (Lighthouse's default, Lantern); `devtools`
 * applies the slow network and the 4× CPU slowdown in the browser, so the timings are observed.
 */
export type ThrottlingMethod = 'simulate' | 'devtools'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** A run Lighthouse itself could not complete (e.g. NO_NAVSTART, a lost trace): worth another go. */
export class LighthouseRuntimeError extends Error {}

/** How many times a run is tried before the benchmark gives up. */
const ATTEMPTS = 3

/**
 * One Lighthouse run, tried again when Lighthouse reports a runtime error: on a busy machine it
 * sometimes loses the trace of a load ("Please run Lighthouse again"). A page that fails for other
 * reasons fails at once.
 */
export async function lighthouseRunWithRetries(
  url: string,
  formFactor: FormFactor,
  onRetry: (error: Error) => void = () => undefined,
  throttling: ThrottlingMethod = 'simulate',
): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url, formFactor, throttling)
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt >= ATTEMPTS) throw error
      onRetry(error)
    }
  }
}

/**
 * Lighthouse on one page in a fresh Chromium (no cache, no service worker): mobile with its
 * default configuration and the throttling method asked for, desktop with Lighthouse's desktop
 * configuration (simulated). Answers the whole result, report and gathered artifacts (the trace,
 * the network log).
 */
export async function runLighthouse(
  url: string,
  formFactor: FormFactor,
  throttling: ThrottlingMethod = 'simulate',
): Promise<RunnerResult> {
  // Launched the way the Lighthouse command line does it: a browser driven from another tool
  // keeps its tab in the background, where Chromium holds back painting.
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
      // Flags override the configuration's settings: with the default (mobile) configuration,
      // `devtools` applies its own figures, a slow 4G network (150 ms round trip, 1.6 Mbps) and a
      // 4× slower CPU, in the browser itself.
      ...(formFactor === 'mobile' ? { throttlingMethod: throttling } : {}),
    }
    const result = await lighthouse(
      url,
      flags,
      formFactor === 'desktop' ? desktopConfig : undefined,
    )
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

/** One Lighthouse run on one page, as the figures the benchmark reports. */
export async function lighthouseRun(
  url: string,
  formFactor: FormFactor,
  throttling: ThrottlingMethod = 'simulate',
): Promise<LighthouseRun> {
  const { lhr } = await runLighthouse(url, formFactor, throttling)
  const { categories, audits } = lhr
  // A metric that failed on one load (a lost paint in the trace, on a busy machine) leaves its
  // category without a score: worth another run, as a runtime error is.
  const failed = Object.values(audits).filter((audit) => audit.scoreDisplayMode === 'error')
  // A page whose main thread never rests for 5 s (no "time to interactive") is no lost trace:
  // Lighthouse cannot bound its blocking time, and running it again finds the same page. Its
  // TBT counts as endless, a miss the report names, and its performance score as unknown.
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

/**
 * The LCP element. Lighthouse 13 names it in its LCP breakdown insight (it replaced the
 * `largest-contentful-paint-element` audit): a list of the phases' table and the element's node.
 */
export function lcpElementOf(lhr: Result): LcpElement | undefined {
  const node = itemsOf(lhr, 'lcp-breakdown-insight').find((item) => item.type === 'node')
  if (!node) return undefined
  const text = (key: string) => (typeof node[key] === 'string' ? node[key] : undefined)
  return {
    path: text('path'),
    selector: text('selector'),
    snippet: text('snippet'),
    nodeLabel: text('nodeLabel'),
  }
}

/**
 * Whether the observed first contentful paint came before the scripts requested ahead of it had
 * all arrived. Two clocks meet here: the `metrics` audit gives the paint as a trace timestamp
 * (`observedFirstContentfulPaintTs`, microseconds), while the `network-requests` audit gives each
 * request's times in milliseconds after the earliest request started, that start being given as
 * `debugData.networkStartTimeTs` in the trace's microseconds; both come from the same monotonic
 * clock, so a request's time in the trace is networkStartTimeTs + time × 1000.
 */
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

/**
 * The render-blocking requests that finished before the first paint, from Lighthouse 13's
 * render-blocking insight. It reads them off the observed trace (Chromium marks each request
 * render-blocking or not as it makes it, and the insight keeps those that finished before the
 * first paint), so it holds under either throttling method, unlike the simulated savings it also
 * estimates.
 */
export function renderBlockingOf(lhr: Result): string[] {
  return itemsOf(lhr, 'render-blocking-insight')
    .map((item) => item.url)
    .filter((url): url is string => typeof url === 'string')
}

/** The median of each figure over several runs (each figure on its own). */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  // An unknown figure (a score Lighthouse could not give) is left out.
  const median = (figure: keyof LighthouseFigures) =>
    medianOf(runs.map((run) => run[figure] ?? Number.NaN).filter((value) => !Number.isNaN(value)))
  return {
    performance: median('performance'),
    accessibility: median('accessibility'),
    bestPractices: median('bestPractices'),
    seo: median('seo'),
    lcp: median('lcp'),
    tbt: median('tbt'),
    cls: median('cls'),
    ...(runs.every((run) => run.fcp !== undefined) ? { fcp: median('fcp') } : {}),
  }
}
