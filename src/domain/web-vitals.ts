import { reportedRoute, routeAndReleaseProblem } from './failure-reports'
import { isRecord } from './json-shape'

/**
 * Core Web Vitals as visitors' browsers measure them, and the rules that keep their reports
 * small and anonymous. Sent only with the visitor's analytics consent (domain/privacy
 * mayMeasure), never from an editor's draft page, to the same endpoint as failure reports: the
 * browser shapes each measurement with these rules, and the server checks it again.
 *
 * A report holds the metric, its value and rating, how the page was reached, the page (one of
 * the site's routes, or `(other)`) and the release it was built with: nothing about the visitor.
 */

/** The metrics, named as the web-vitals library and Chrome's tools name them. */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const

export type WebVitalName = (typeof WEB_VITAL_NAMES)[number]

/** Against the metric's published thresholds (web.dev): good, needs improvement, or poor. */
export const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const

export type WebVitalRating = (typeof WEB_VITAL_RATINGS)[number]

/**
 * How the page was reached, as the Navigation Timing API says it, with the web-vitals library's
 * own words for a page restored from the back/forward cache, prerendered, restored after the
 * browser discarded it, or reached by a soft (client-side) navigation.
 */
export const NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
] as const

export type NavigationType = (typeof NAVIGATION_TYPES)[number]

/** A metric as the browser measured it, before it is shaped into a report. */
export interface WebVital {
  name: string
  value: number
  rating: string
  navigationType?: string
}

/** What one report holds: the only fields the endpoint accepts. */
export interface WebVitalReport {
  name: WebVitalName
  /** Milliseconds, whole; CLS is a score without a unit, to four decimals. */
  value: number
  rating: WebVitalRating
  /** One of the site's routes, or OTHER_ROUTE. */
  route: string
  /** The release the page was built with. */
  release: string
  navigationType: NavigationType
}

export const WEB_VITAL_LIMITS = {
  /** Metrics in one request (a page's five, and five more it may report again). */
  vitalsPerBatch: 10,
  /** Metrics one page sends at most: each restore from the back/forward cache measures anew. */
  vitalsPerPage: 20,
  /**
   * The largest time a report may carry, in milliseconds: ten minutes. A page that takes longer
   * to paint, or to answer a tap, measured something other than its speed.
   */
  milliseconds: 600_000,
  /** The largest layout-shift score a report may carry (a good page stays under 0.1). */
  layoutShift: 100,
} as const

/** Where the page's own code measured it: the page it was loaded at and the release it runs. */
export interface WebVitalContext {
  /** The path of the page the metric belongs to. */
  pathname: string
  release: string
}

/**
 * The report for a measurement: only the fields above, the value rounded (whole milliseconds,
 * a CLS score to four decimals); nothing for a metric or a value the endpoint would refuse.
 */
export function toWebVitalReport(
  vital: WebVital,
  context: WebVitalContext,
): WebVitalReport | undefined {
  const value = vital.name === 'CLS' ? round(vital.value, 4) : round(vital.value, 0)
  const report = {
    name: vital.name,
    value,
    rating: vital.rating,
    route: reportedRoute(context.pathname),
    release: context.release,
    navigationType: vital.navigationType ?? 'navigate',
  }
  return webVitalProblem(report) ? undefined : (report as WebVitalReport)
}

const REPORT_FIELDS = ['name', 'value', 'rating', 'route', 'release', 'navigationType']

/** What is wrong with one metric of a batch the endpoint received, if anything. */
export function webVitalProblem(report: unknown): string | undefined {
  if (!isRecord(report)) return 'must be an object'
  const extra = Object.keys(report).find((key) => !REPORT_FIELDS.includes(key))
  if (extra) return `unknown field "${extra}"`
  const { name, value, rating, route, release, navigationType } = report
  if (!isOneOf(WEB_VITAL_NAMES, name)) return `"name" must be one of ${WEB_VITAL_NAMES.join(', ')}`
  const max = name === 'CLS' ? WEB_VITAL_LIMITS.layoutShift : WEB_VITAL_LIMITS.milliseconds
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > max)
    return `"value" must be a number from 0 to ${max}`
  if (!isOneOf(WEB_VITAL_RATINGS, rating))
    return `"rating" must be one of ${WEB_VITAL_RATINGS.join(', ')}`
  if (!isOneOf(NAVIGATION_TYPES, navigationType))
    return `"navigationType" must be one of ${NAVIGATION_TYPES.join(', ')}`
  return routeAndReleaseProblem(route, release)
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value)

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals
  return Math.round(value * factor) / factor
}
