/**
 * The performance budgets, in one place: DESIGN.md §6 as numbers. The benchmark measures every
 * figure named here and marks each one over budget. Sizes are in bytes (1 KB = 1024 bytes),
 * times in milliseconds, scores out of 100.
 */

export interface Budget {
  /** What the figure is, in the words of the report. */
  label: string
  /** The most (or, for scores, the least) a figure may be. */
  limit: number
  /** Whether a figure must stay at or under the limit, or reach at least it. */
  direction: 'at-most' | 'at-least'
  unit: 'bytes' | 'ms' | 'score' | 'ratio' | 'count'
}

const KB = 1024

export const BUDGETS = {
  firstLoadGzip: {
    label: 'first-load JavaScript (scripts referenced by the HTML), gz',
    limit: 165 * KB,
    direction: 'at-most',
    unit: 'bytes',
  },
  beforeInputGzip: {
    label: 'all JavaScript before any input, gz (routes without the WebGL block)',
    limit: 210 * KB,
    direction: 'at-most',
    unit: 'bytes',
  },
  onDemandInFirstLoad: {
    label: 'three.js, lottie-web, GSAP or the WebGL scene in first-load JavaScript',
    limit: 0,
    direction: 'at-most',
    unit: 'count',
  },
  // A perfect 100 is the aim; on a busy two-core machine performance may read 98 or 99.
  performance: { label: 'Lighthouse performance', limit: 98, direction: 'at-least', unit: 'score' },
  accessibility: {
    label: 'Lighthouse accessibility',
    limit: 100,
    direction: 'at-least',
    unit: 'score',
  },
  bestPractices: {
    label: 'Lighthouse best practices',
    limit: 100,
    direction: 'at-least',
    unit: 'score',
  },
  seo: { label: 'Lighthouse SEO', limit: 100, direction: 'at-least', unit: 'score' },
  lcp: {
    label: 'largest contentful paint (simulated)',
    limit: 1500,
    direction: 'at-most',
    unit: 'ms',
  },
  tbt: { label: 'total blocking time (simulated)', limit: 100, direction: 'at-most', unit: 'ms' },
  cls: { label: 'cumulative layout shift', limit: 0, direction: 'at-most', unit: 'count' },
  iconBytes: {
    label: 'favicon and icons, each',
    limit: 10 * KB,
    direction: 'at-most',
    unit: 'bytes',
  },
  serverCpuRatio: {
    label: 'server CPU per prerendered HTML request, × a bare Next.js page',
    limit: 1.5,
    direction: 'at-most',
    unit: 'ratio',
  },
} as const satisfies Record<string, Budget>

export type BudgetName = keyof typeof BUDGETS

/** Whether a figure is within its budget. */
export function withinBudget(name: BudgetName, value: number): boolean {
  const budget: Budget = BUDGETS[name]
  return budget.direction === 'at-most' ? value <= budget.limit : value >= budget.limit
}
