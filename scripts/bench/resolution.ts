/**
 * How finely the phone runs can tell a route from its scriptless twin. The LCP budget against
 * the twin is a median of the bench's runs over another median; on a machine that shares two
 * cores between Chromium and everything else, two medians of the very same document differ from
 * one bench run to the next. This section measures by how much: each route, its twin, and the
 * twin once more as a page of its own, in rounds, and from those runs how often a bench of
 * `runs` runs per page would mark a miss for a route exactly as fast as its twin, and for the
 * route as it is. Shown, with no budget (`npm run bench -- --only resolution`).
 */
import { median } from './median.ts'
import { duration, percent, tableRow, tableRule, times } from './report.ts'

/** One route's largest contentful paints, in milliseconds, one per round. */
export interface ResolutionRuns {
  route: string
  site: readonly number[]
  twin: readonly number[]
  /** The twin again, measured as a page of its own in the same rounds. */
  twinAgain: readonly number[]
}

export interface ResolutionFigures {
  route: string
  rounds: number
  siteMedian: number
  twinMedian: number
  twinAgainMedian: number
  /** The route's median over the twin's, both of its measurements pooled. */
  siteOverTwin: number
  /** The twin's second measurement over its first: what the same document reads against itself. */
  twinAgainOverTwin: number
  /**
   * How often a bench of `benchRuns` runs per page marks a miss for a route whose runs are drawn
   * from the twin's own (the same speed), and for the route as measured.
   */
  missChance: { samePage: number; site: number }
  /** How far one run of the twin strays: the standard deviation of its runs' logarithms. */
  runSpread: number
  /**
   * Runs per page at which a route as fast as its twin is marked a miss in one bench run in
   * twenty (at least the bench's own), from the runs' spread.
   */
  runsForSamePage: number
}

/** Draws per estimate: enough that the chance is stable to about a percent. */
const DRAWS = 10_000
/**
 * A miss one bench run in twenty is the chance a budget's verdict is left to: the standard
 * normal quantile of 0.95.
 */
const Z_TOLERATED = 1.6449
/** The standard error of a median over that of a mean, for normally spread runs (√(π/2)). */
const MEDIAN_EFFICIENCY = Math.sqrt(Math.PI / 2)

/**
 * A small seeded generator (mulberry32), so that the same runs give the same chances in every
 * report: Math.random would move the last digit from one printing to the next.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/**
 * The chance that the median of `runs` runs drawn from `measured`, over the median of `runs`
 * drawn from `reference`, is above `bound`: a bench run's verdict, resampled from the runs at
 * hand (a bootstrap).
 */
export function chanceAbove(
  measured: readonly number[],
  reference: readonly number[],
  runs: number,
  bound: number,
  random: () => number = seededRandom(1),
): number {
  if (measured.length === 0 || reference.length === 0) return Number.NaN
  const draw = (from: readonly number[]) =>
    median(Array.from({ length: runs }, () => from[Math.floor(random() * from.length)]!))
  let above = 0
  for (let index = 0; index < DRAWS; index++) if (draw(measured) / draw(reference) > bound) above++
  return above / DRAWS
}

/** One route's figures: its medians, and how often a bench of `benchRuns` would misjudge. */
export function resolutionOf(
  { route, site, twin, twinAgain }: ResolutionRuns,
  benchRuns: number,
  bound: number,
): ResolutionFigures {
  const twins = [...twin, ...twinAgain]
  const runSpread = logSpreadOf(twins)
  const [siteMedian, twinMedian, twinAgainMedian] = [site, twin, twinAgain].map(median) as [
    number,
    number,
    number,
  ]
  return {
    route,
    rounds: Math.min(site.length, twin.length, twinAgain.length),
    siteMedian,
    twinMedian,
    twinAgainMedian,
    siteOverTwin: siteMedian / median(twins),
    twinAgainOverTwin: twinAgainMedian / twinMedian,
    missChance: {
      // Both sides drawn from the twin's runs: a route that is its twin in all but the name.
      samePage: chanceAbove(twins, twins, benchRuns, bound),
      site: chanceAbove(site, twins, benchRuns, bound),
    },
    runSpread,
    runsForSamePage: runsForSamePageOf(runSpread, benchRuns, bound),
  }
}

/** The sample standard deviation of the logarithms: a run's spread, as a share of the figure. */
export function logSpreadOf(values: readonly number[]): number {
  if (values.length < 2) return 0
  const logs = values.map(Math.log)
  const mean = logs.reduce((sum, value) => sum + value, 0) / logs.length
  return Math.sqrt(logs.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (logs.length - 1))
}

/**
 * The runs per page at which the ratio of two medians of the same page stays within `bound` in
 * all but one bench run in twenty. The logarithm of that ratio has a standard deviation of
 * √(π/2) · spread · √(2 / runs) for normally spread runs; the bound's logarithm must be
 * Z_TOLERATED of those. A resampling of a dozen runs cannot answer this for many more runs than
 * it has: its medians only take the few values in the middle of the dozen.
 */
export function runsForSamePageOf(spread: number, benchRuns: number, bound: number): number {
  const needed = 2 * ((MEDIAN_EFFICIENCY * spread * Z_TOLERATED) / Math.log(bound)) ** 2
  return Math.max(benchRuns, Math.ceil(needed))
}

/** A chance in whole percent: resampled, the tenths would claim more than the runs know. */
const chance = (value: number) => `${Math.round(value * 100)} %`

/** The section as markdown: one row per route, and what its columns mean. */
export function resolutionMarkdownOf(
  figures: readonly ResolutionFigures[],
  benchRuns: number,
  bound: number,
): string {
  const header = [
    'route',
    'rounds',
    'LCP: route · twin · twin again (median)',
    'route ÷ twin',
    'twin again ÷ twin',
    `same-speed route marked a miss, ${benchRuns} runs ¹`,
    `route as it is marked a miss, ${benchRuns} runs ¹`,
    'spread of one run ²',
    'runs per page for a same-speed route to pass 19 in 20 ²',
  ]
  const rows = figures.map((figure) => [
    figure.route,
    String(figure.rounds),
    [figure.siteMedian, figure.twinMedian, figure.twinAgainMedian].map(duration).join(' · '),
    times(figure.siteOverTwin, bound),
    times(figure.twinAgainOverTwin, bound),
    chance(figure.missChance.samePage),
    chance(figure.missChance.site),
    percent(figure.runSpread),
    String(figure.runsForSamePage),
  ])
  return [
    `### How finely the phone measures: each route, its twin and its twin again (applied throttling)`,
    '',
    tableRow(header),
    tableRule(header.length),
    ...rows.map(tableRow),
    '',
    `¹ How often a bench run of ${benchRuns} runs per page would read the route's median LCP over its twin's as above the budget (${bound.toFixed(2)} ×), resampled ${DRAWS.toLocaleString('en')} times from these runs: for a route exactly as fast as its twin (both medians drawn from the twin's runs, both measurements of it pooled), and for the route as measured.`,
    `² The standard deviation of the twin's runs (of their logarithms, both measurements pooled), and from it the runs per page at which a route as fast as its twin would be marked a miss in one bench run in twenty: the ratio of two medians of n runs each strays by √(π/2) · spread · √(2/n) for normally spread runs.`,
  ].join('\n')
}
