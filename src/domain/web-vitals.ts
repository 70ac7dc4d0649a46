import { reportedRoute, routeAndReleaseProblem } from './failure-reports'
import { isRecord } from './json-shape'

/**
 * Core Web Vitals from visitors' browsers, sent with analytics consent only and never from a draft
 * page, to the failure-report endpoint; the browser shapes each with these rules, the server checks.
 */

export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const

export type WebVitalName = (typeof WEB_VITAL_NAMES)[number]

export const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const

export type WebVitalRating = (typeof WEB_VITAL_RATINGS)[number]

/** Navigation Timing's types plus the web-vitals library's own (bfcache, prerender, soft). */
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

export interface WebVital {
  name: string
  value: number
  rating: string
  navigationType?: string
  /** INP only: the element the slowest interaction was with, as a CSS selector. */
  target?: string
}

export interface WebVitalReport {
  name: WebVitalName
  /** Milliseconds, whole; CLS is a score without a unit, to four decimals. */
  value: number
  rating: WebVitalRating
  route: string
  release: string
  navigationType: NavigationType
  /** INP only: the interaction's target, so an operator can see which control is slow. */
  target?: string
}

export const WEB_VITAL_LIMITS = {
  vitalsPerBatch: 10,
  /** Metrics one page sends at most: each restore from the back/forward cache measures anew. */
  vitalsPerPage: 20,
  /** Ten minutes: a page slower than that measured something other than its speed. */
  milliseconds: 600_000,
  layoutShift: 100,
  /** A selector longer than this is cut: it names the element well before then. */
  targetCharacters: 200,
} as const

export interface WebVitalContext {
  pathname: string
  release: string
}

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
    ...(vital.name === 'INP' && vital.target
      ? { target: vital.target.slice(0, WEB_VITAL_LIMITS.targetCharacters) }
      : {}),
  }
  return webVitalProblem(report) ? undefined : (report as WebVitalReport)
}

const REPORT_FIELDS = ['name', 'value', 'rating', 'route', 'release', 'navigationType', 'target']

export function webVitalProblem(report: unknown): string | undefined {
  if (!isRecord(report)) return 'must be an object'
  const extra = Object.keys(report).find((key) => !REPORT_FIELDS.includes(key))
  if (extra) return `unknown field "${extra}"`
  const { name, value, rating, route, release, navigationType, target } = report
  if (!isOneOf(WEB_VITAL_NAMES, name)) return `"name" must be one of ${WEB_VITAL_NAMES.join(', ')}`
  const max = name === 'CLS' ? WEB_VITAL_LIMITS.layoutShift : WEB_VITAL_LIMITS.milliseconds
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > max)
    return `"value" must be a number from 0 to ${max}`
  if (!isOneOf(WEB_VITAL_RATINGS, rating))
    return `"rating" must be one of ${WEB_VITAL_RATINGS.join(', ')}`
  if (!isOneOf(NAVIGATION_TYPES, navigationType))
    return `"navigationType" must be one of ${NAVIGATION_TYPES.join(', ')}`
  if (target !== undefined && name !== 'INP') return '"target" belongs to INP only'
  if (
    target !== undefined &&
    (typeof target !== 'string' || target.length > WEB_VITAL_LIMITS.targetCharacters)
  )
    return `"target" must be a selector of at most ${WEB_VITAL_LIMITS.targetCharacters} characters`
  return routeAndReleaseProblem(route, release)
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value)

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals
  return Math.round(value * factor) / factor
}
