/**
 * The performance budgets, DESIGN.md §6 as numbers (docs/benchmarks.md, "Budgets"). Bytes
 * (1 KB = 1024), milliseconds, scores out of 100.
 */

type Unit = 'bytes' | 'ms' | 'score' | 'cls' | 'count' | 'req/s'

export interface AbsoluteBudget {
  kind: 'absolute'
  /** What the figure is, in the report's words; `short` names it in the summary of misses. */
  label: string
  short: string
  direction: 'at-most' | 'at-least'
  unit: Unit
  limit: number
}

export interface RatioBudget extends Omit<AbsoluteBudget, 'kind'> {
  kind: 'ratio'
  reference: 'bare' | 'twin' | 'starter'
  /** The least the reference's figure counts for: a ratio to a figure near 0 says nothing. */
  floor: number
}

export type Budget = AbsoluteBudget | RatioBudget

type Words = Pick<Budget, 'label' | 'short'> & Partial<Pick<Budget, 'direction'>>

const absolute = (unit: Unit, limit: number, words: Words): AbsoluteBudget => ({
  kind: 'absolute',
  direction: 'at-most',
  unit,
  limit,
  ...words,
})
const ratio = (
  unit: Unit,
  limit: number,
  words: Words & Partial<Pick<RatioBudget, 'reference' | 'floor'>>,
): RatioBudget => ({
  kind: 'ratio',
  direction: 'at-most',
  reference: 'bare',
  floor: 0,
  unit,
  limit,
  ...words,
})

const KB = 1024
const score = (label: string, short: string) =>
  absolute('score', 100, { label: `Lighthouse ${label}`, short, direction: 'at-least' })

/** 50 ms: a task starts to count as blocking at 50 ms, so below it the bare page's TBT is noise. */
export const TBT_FLOOR_MS = 50

export const BUDGETS = {
  lcp: ratio('ms', 1.1, {
    label: 'mobile largest contentful paint (applied throttling), × the bare page',
    short: 'LCP',
  }),
  lcpTwin: ratio('ms', 1.1, {
    label: 'mobile largest contentful paint (applied throttling), × the scriptless twin',
    short: 'LCP against the twin',
    reference: 'twin',
  }),
  lcpStarter: ratio('ms', 1, {
    label: 'mobile largest contentful paint (applied throttling), × the starter page',
    short: 'LCP against the starter page',
    reference: 'starter',
  }),
  mainThread: ratio('ms', 1.5, {
    label: "mobile main-thread work, Lighthouse's (applied throttling), × the starter page",
    short: 'main-thread work',
    reference: 'starter',
  }),
  tti: ratio('ms', 1.25, {
    label: 'mobile time to interactive (applied throttling), × the starter page',
    short: 'time to interactive',
    reference: 'starter',
  }),
  deadTime: absolute('ms', 100, {
    label: 'dead time: the largest paint → the first tap that opens the menu (applied throttling)',
    short: 'dead time',
  }),
  tbt: ratio('ms', 1.25, {
    label: `mobile total blocking time (applied throttling), × the bare page (counted as at least ${TBT_FLOOR_MS} ms)`,
    short: 'TBT',
    floor: TBT_FLOOR_MS,
  }),
  cls: absolute('cls', 0, { label: 'cumulative layout shift', short: 'CLS' }),
  accessibility: score('accessibility', 'accessibility'),
  bestPractices: score('best practices', 'best practices'),
  seo: score('SEO', 'SEO'),
  firstRoundTrip: absolute('bytes', 14 * KB, {
    label: 'the document up to and including the LCP element, Brotli as sent',
    short: 'first round trip',
  }),
  renderBlocking: absolute('count', 0, {
    label: 'render-blocking requests before the first paint (applied throttling, in most runs)',
    short: 'render-blocking requests',
  }),
  firstLoadGzip: ratio('bytes', 1.1, {
    label: 'first-load JavaScript (scripts referenced by the HTML), gz, × the bare page',
    short: 'first-load JS',
  }),
  beforeInputGzip: ratio('bytes', 1.5, {
    label: 'all JavaScript before any input, gz, × the bare page (routes without the WebGL block)',
    short: 'JS before input',
  }),
  onDemandInFirstLoad: absolute('count', 0, {
    label: 'three.js, lottie-web, GSAP or the WebGL scene in first-load JavaScript',
    short: 'on-demand library in first load',
  }),
  serverCpu: ratio('ms', 1.5, {
    label: "server CPU per HTML request on the site's server (Next.js's own), × the bare page",
    short: 'server CPU per request',
  }),
  requestsPerSecond: ratio('req/s', 0.67, {
    label: "requests per second of the site's server (Next.js's own), × the bare page",
    short: 'requests per second',
    direction: 'at-least',
  }),
  loadFailures: absolute('count', 0, {
    label: 'failed answers under load (non-2xx, errors, time-outs)',
    short: 'failures under load',
  }),
  iconBytes: absolute('bytes', 10 * KB, { label: 'favicon and icons, each', short: 'icon size' }),
  oversizedImages: absolute('count', 0, {
    label:
      "first-screen images fetched wider than the phone draws them (the breakpoint covering the drawn width × the screen's density)",
    short: 'oversized first-screen images',
  }),
} as const satisfies Record<string, Budget>

export type BudgetName = keyof typeof BUDGETS
export type RatioBudgetName = {
  [Name in BudgetName]: (typeof BUDGETS)[Name]['kind'] extends 'ratio' ? Name : never
}[BudgetName]

/** A figure ÷ its reference's, counted as at least the floor; NaN (within no budget) for ÷ 0. */
export function ratioToReference(name: RatioBudgetName, value: number, reference: number): number {
  const base = Math.max(reference, BUDGETS[name].floor)
  return base > 0 ? value / base : Number.NaN
}

/** Whether a figure (or a ratio) is within a budget; NaN, a figure not measured, never is. */
export const withinLimit = (budget: Budget, checked: number) =>
  budget.direction === 'at-most' ? checked <= budget.limit : checked >= budget.limit

/** One figure held to its budget; for a ratio budget, with the reference's figure and the ratio. */
export interface Check {
  where: string
  budget: BudgetName
  value: number
  bare?: number
  twin?: number
  starter?: number
  ratio?: number
  within: boolean
}

export function checkAbsolute(
  where: string,
  name: Exclude<BudgetName, RatioBudgetName>,
  value: number,
): Check {
  return { where, budget: name, value, within: withinLimit(BUDGETS[name], value) }
}

export function checkRatio(
  where: string,
  name: RatioBudgetName,
  value: number,
  reference: number,
): Check {
  const budget: RatioBudget = BUDGETS[name]
  const ratio = ratioToReference(name, value, reference)
  const within = withinLimit(budget, ratio)
  return { where, budget: name, value, [budget.reference]: reference, ratio, within }
}
