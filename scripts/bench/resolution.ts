/**
 * How finely the phone runs tell a route from its scriptless twin (docs/benchmarks.md, "How finely
 * the phone measures"). No budget.
 */
import { median } from './median.ts'
import { duration, percent, table, times } from './report.ts'

type Runs = readonly number[]
export type ResolutionRuns = { route: string; site: Runs; twin: Runs; twinAgain: Runs }

export interface ResolutionFigures {
  route: string
  rounds: number
  siteMedian: number
  twinMedian: number
  twinAgainMedian: number
  /** The route's median over the twin's (both measurements pooled); the twin again over the twin. */
  siteOverTwin: number
  twinAgainOverTwin: number
  /** How often a bench marks a miss for a route as fast as its twin, and for the route as it is. */
  missChance: { samePage: number; site: number }
  runSpread: number
  /** Runs per page at which a route as fast as its twin misses in one bench run in twenty. */
  runsForSamePage: number
}

/** Draws per estimate: enough that the chance is stable to about a percent. */
const DRAWS = 10_000
/** One bench run in twenty: the standard normal quantile of 0.95. */
const Z_TOLERATED = 1.6449
/** The standard error of a median over that of a mean, for normally spread runs (√(π/2)). */
const MEDIAN_EFFICIENCY = Math.sqrt(Math.PI / 2)

/** A seeded generator (mulberry32): the same runs give the same chances in every report. */
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

/** The chance that a median of `runs` drawn from `measured` over one from `reference` is above `bound` (a bootstrap). */
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

export function resolutionOf(
  { route, site, twin, twinAgain }: ResolutionRuns,
  benchRuns: number,
  bound: number,
): ResolutionFigures {
  const twins = [...twin, ...twinAgain]
  const runSpread = logSpreadOf(twins)
  const [siteMedian, twinMedian, twinAgainMedian] = [median(site), median(twin), median(twinAgain)]
  return {
    route,
    rounds: Math.min(site.length, twin.length, twinAgain.length),
    ...{ siteMedian, twinMedian, twinAgainMedian },
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

/** Runs per page for two medians of one page to stay within `bound` in 19 bench runs of 20. */
export function runsForSamePageOf(spread: number, benchRuns: number, bound: number): number {
  const needed = 2 * ((MEDIAN_EFFICIENCY * spread * Z_TOLERATED) / Math.log(bound)) ** 2
  return Math.max(benchRuns, Math.ceil(needed))
}

/** A chance in whole percent: resampled, the tenths would claim more than the runs know. */
const chance = (value: number) => `${Math.round(value * 100)} %`

export function resolutionMarkdownOf(
  figures: readonly ResolutionFigures[],
  benchRuns: number,
  bound: number,
): string {
  const header = `route | rounds | LCP: route · twin · twin again (median) | route ÷ twin | twin again ÷ twin | same-speed route marked a miss, ${benchRuns} runs ¹ | route as it is marked a miss, ${benchRuns} runs ¹ | spread of one run ² | runs per page for a same-speed route to pass 19 in 20 ²`
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
    ...table(header, rows),
    '',
    `¹ How often a bench run of ${benchRuns} runs per page would read the route's median LCP over its twin's as above the budget (${bound.toFixed(2)} ×), resampled ${DRAWS.toLocaleString('en')} times from these runs: for a route exactly as fast as its twin (both medians drawn from the twin's runs, both measurements of it pooled), and for the route as measured.`,
    `² The standard deviation of the twin's runs (of their logarithms, both measurements pooled), and from it the runs per page at which a route as fast as its twin would be marked a miss in one bench run in twenty: the ratio of two medians of n runs each strays by √(π/2) · spread · √(2/n) for normally spread runs.`,
  ].join('\n')
}
