/**
 * The performance budgets, in one place: DESIGN.md §6 as numbers. Most are ratios: a route's
 * figure ÷ the same figure of a bare Next.js page (one App Router page, one `next/image`) built
 * with the same Next.js and measured in the same run, or ÷ the route's scriptless twin (the same
 * document without its scripts, scripts/bench/twin.ts). These machines are noisy, ratios much
 * less so. The rest are absolute: scores, CLS, the first round trip, counts and icons. The phone's
 * page-load budgets hold the runs with throttling applied in the browser; the simulated figures
 * are reported beside them, not judged. Sizes are in bytes (1 KB = 1024 bytes), times and CPU in milliseconds, scores out of 100.
 */

type Direction = 'at-most' | 'at-least'
type Unit = 'bytes' | 'ms' | 'score' | 'cls' | 'count' | 'req/s'

interface BudgetBase {
  /** What the figure is, in the words of the report. */
  label: string
  /** A few words for the one-line summary of misses. */
  short: string
  /** Whether a figure must stay at or under the limit, or reach at least it. */
  direction: Direction
  /** The unit of the figure itself (for a ratio budget, of the route's and the bare page's). */
  unit: Unit
}

/** A budget on the figure itself. */
export interface AbsoluteBudget extends BudgetBase {
  kind: 'absolute'
  /** The most (or, for scores, the least) the figure may be. */
  limit: number
}

/** A budget on the figure ÷ a reference's same figure from the same run. */
export interface RatioBudget extends BudgetBase {
  kind: 'ratio'
  /** What the figure is divided by: the bare page's, or the route's scriptless twin's. */
  reference: 'bare' | 'twin'
  /** The most (or the least) the ratio may be. */
  limit: number
  /**
   * The least the reference's figure counts for: a ratio to a figure near 0 says nothing (the
   * route's figure is divided by max(reference, floor)). 0 for figures that never come near 0.
   */
  floor: number
}

export type Budget = AbsoluteBudget | RatioBudget

const KB = 1024

/**
 * The floor of the TBT ratio, 50 ms: a bare page may block the main thread for next to nothing,
 * and a ratio to 0 ms is infinite. 50 ms is the length at which a task starts to count as
 * blocking at all (TBT sums each long task's time beyond 50 ms), so below it the bare page's
 * figure is noise; with the floor, a route may block for up to 62.5 ms (1.25 × 50) whatever the
 * bare page read.
 */
export const TBT_FLOOR_MS = 50

export const BUDGETS = {
  lcp: {
    kind: 'ratio',
    reference: 'bare',
    label: 'mobile largest contentful paint (applied throttling), × the bare page',
    short: 'LCP',
    limit: 1.1,
    floor: 0,
    direction: 'at-most',
    unit: 'ms',
  },
  lcpTwin: {
    kind: 'ratio',
    reference: 'twin',
    label: 'mobile largest contentful paint (applied throttling), × the scriptless twin',
    short: 'LCP against the twin',
    limit: 1.05,
    floor: 0,
    direction: 'at-most',
    unit: 'ms',
  },
  tbt: {
    kind: 'ratio',
    reference: 'bare',
    label: `mobile total blocking time (applied throttling), × the bare page (counted as at least ${TBT_FLOOR_MS} ms)`,
    short: 'TBT',
    limit: 1.25,
    floor: TBT_FLOOR_MS,
    direction: 'at-most',
    unit: 'ms',
  },
  cls: {
    kind: 'absolute',
    label: 'cumulative layout shift',
    short: 'CLS',
    limit: 0,
    direction: 'at-most',
    unit: 'cls',
  },
  accessibility: {
    kind: 'absolute',
    label: 'Lighthouse accessibility',
    short: 'accessibility',
    limit: 100,
    direction: 'at-least',
    unit: 'score',
  },
  bestPractices: {
    kind: 'absolute',
    label: 'Lighthouse best practices',
    short: 'best practices',
    limit: 100,
    direction: 'at-least',
    unit: 'score',
  },
  seo: {
    kind: 'absolute',
    label: 'Lighthouse SEO',
    short: 'SEO',
    limit: 100,
    direction: 'at-least',
    unit: 'score',
  },
  firstRoundTrip: {
    kind: 'absolute',
    label: 'the document up to and including the LCP element, Brotli as sent',
    short: 'first round trip',
    limit: 14 * KB,
    direction: 'at-most',
    unit: 'bytes',
  },
  renderBlocking: {
    kind: 'absolute',
    label: 'render-blocking requests before the first paint (applied throttling, in most runs)',
    short: 'render-blocking requests',
    limit: 0,
    direction: 'at-most',
    unit: 'count',
  },
  firstLoadGzip: {
    kind: 'ratio',
    reference: 'bare',
    label: 'first-load JavaScript (scripts referenced by the HTML), gz, × the bare page',
    short: 'first-load JS',
    limit: 1.1,
    floor: 0,
    direction: 'at-most',
    unit: 'bytes',
  },
  beforeInputGzip: {
    kind: 'ratio',
    reference: 'bare',
    label: 'all JavaScript before any input, gz, × the bare page (routes without the WebGL block)',
    short: 'JS before input',
    limit: 1.5,
    floor: 0,
    direction: 'at-most',
    unit: 'bytes',
  },
  onDemandInFirstLoad: {
    kind: 'absolute',
    label: 'three.js, lottie-web, GSAP or the WebGL scene in first-load JavaScript',
    short: 'on-demand library in first load',
    limit: 0,
    direction: 'at-most',
    unit: 'count',
  },
  serverCpu: {
    kind: 'ratio',
    reference: 'bare',
    label: 'server CPU per HTML request through the production front, × the bare page',
    short: 'server CPU per request',
    limit: 1.5,
    floor: 0,
    direction: 'at-most',
    unit: 'ms',
  },
  requestsPerSecond: {
    kind: 'ratio',
    reference: 'bare',
    label: 'requests per second through the production front, × the bare page',
    short: 'requests per second',
    limit: 0.67,
    floor: 0,
    direction: 'at-least',
    unit: 'req/s',
  },
  loadFailures: {
    kind: 'absolute',
    label: 'failed answers under load (non-2xx, errors, time-outs)',
    short: 'failures under load',
    limit: 0,
    direction: 'at-most',
    unit: 'count',
  },
  iconBytes: {
    kind: 'absolute',
    label: 'favicon and icons, each',
    short: 'icon size',
    limit: 10 * KB,
    direction: 'at-most',
    unit: 'bytes',
  },
} as const satisfies Record<string, Budget>

export type BudgetName = keyof typeof BUDGETS
export type RatioBudgetName = {
  [Name in BudgetName]: (typeof BUDGETS)[Name]['kind'] extends 'ratio' ? Name : never
}[BudgetName]

/**
 * A route's figure ÷ its reference's (the bare page's or the twin's), the reference counted as
 * at least the budget's floor. NaN when there is nothing to divide by (the reference measured 0
 * and the budget has no floor): such a ratio is within no budget.
 */
export function ratioToReference(name: RatioBudgetName, value: number, reference: number): number {
  const base = Math.max(reference, BUDGETS[name].floor)
  return base > 0 ? value / base : Number.NaN
}

/** Whether a number (the figure, or the ratio for a ratio budget) is within a budget. */
export function withinLimit(budget: Budget, checked: number): boolean {
  // NaN is within nothing: a figure that could not be measured counts as a miss.
  return budget.direction === 'at-most' ? checked <= budget.limit : checked >= budget.limit
}

/**
 * One figure held to its budget: for a ratio budget, with the reference's figure (the bare
 * page's, or the twin's) and the ratio.
 */
export interface Check {
  /** Where the figure was measured: a route (and form factor or viewport), or an icon's file. */
  where: string
  budget: BudgetName
  value: number
  bare?: number
  twin?: number
  ratio?: number
  within: boolean
}

/** Holds a figure to an absolute budget. */
export function checkAbsolute(
  where: string,
  name: Exclude<BudgetName, RatioBudgetName>,
  value: number,
): Check {
  return { where, budget: name, value, within: withinLimit(BUDGETS[name], value) }
}

/** Holds a figure to a ratio budget, against its reference's same figure. */
export function checkRatio(
  where: string,
  name: RatioBudgetName,
  value: number,
  reference: number,
): Check {
  const budget: RatioBudget = BUDGETS[name]
  const ratio = ratioToReference(name, value, reference)
  return {
    where,
    budget: name,
    value,
    [budget.reference]: reference,
    ratio,
    within: withinLimit(budget, ratio),
  }
}
