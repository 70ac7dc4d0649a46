import { isRecord } from './json-shape'
import { isSiteRoute } from './routes'

/**
 * Failure reports the browser sends operators, kept small and anonymous (docs/operations.md).
 * The browser shapes reports with these rules and the server checks them again: anyone can post.
 */

export const FAILURE_KINDS = [
  'uncaught-error',
  'unhandled-rejection',
  'chunk-reload',
  'error-page',
  'animation-failed',
  'webgl-fallback',
] as const

export type FailureKind = (typeof FAILURE_KINDS)[number]

export interface Failure {
  kind: FailureKind
  component?: string
  state?: string
  error?: unknown
  source?: { url?: string; line?: number; column?: number }
}

export interface FailureReport {
  kind: FailureKind
  route: string
  release: string
  component?: string
  state?: string
  /** Scrubbed and cut short; only with the visitor's consent. */
  message?: string
  /** A same-origin script path with line and column, e.g. `/_next/static/chunks/a1b2.js:1:2345`. */
  source?: string
}

export const OTHER_ROUTE = '(other)'

export const FAILURE_REPORT_LIMITS = {
  /** The largest body the endpoint reads, whatever the batch holds (./report-batch.ts). */
  bodyBytes: 4096,
  reportsPerBatch: 5,
  reportsPerPage: 10,
  message: 200,
  source: 200,
  release: 64,
  name: 40,
} as const

const NAME = /^[A-Za-z][\w-]*$/
const RELEASE = /^[\w.-]+$/
const SOURCE = /^\/[\w./@~-]*(?::\d{1,7}){0,2}$/

export function reportedRoute(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return isSiteRoute(path) ? path : OTHER_ROUTE
}

/** Addresses reduced to their path (this site's) or origin, e-mails and long numbers masked. */
export function scrubbedMessage(text: string, siteOrigin: string): string {
  const scrubbed = text
    .replace(/\b[a-z][a-z\d+.-]*:\/\/[^\s'"<>()]+/gi, (address) => {
      try {
        const url = new URL(address)
        if (url.origin === siteOrigin) return url.pathname
        return url.origin === 'null' ? `${url.protocol}[address]` : url.origin
      } catch {
        return '[address]'
      }
    })
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]')
    .replace(/\d{6,}/g, '[number]')
    .replace(/\s+/g, ' ')
    .trim()
  const max = FAILURE_REPORT_LIMITS.message
  return scrubbed.length > max ? `${scrubbed.slice(0, max - 1)}…` : scrubbed
}

export function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error
  if (typeof error === 'object' && error !== null) {
    const { message } = error as { message?: unknown }
    if (typeof message === 'string') return message
  }
  return undefined
}

export function reportedSource(source: Failure['source'], siteOrigin: string): string | undefined {
  if (!source?.url) return undefined
  let url: URL
  try {
    url = new URL(source.url)
  } catch {
    return undefined
  }
  if (url.origin !== siteOrigin) return undefined
  const position = [source.line, source.column]
    .filter((n): n is number => Number.isInteger(n) && n! >= 0)
    .join(':')
  const text = position ? `${url.pathname}:${position}` : url.pathname
  return SOURCE.test(text) && text.length <= FAILURE_REPORT_LIMITS.source ? text : undefined
}

export interface ReportContext {
  pathname: string
  siteOrigin: string
  release: string
  /** The visitor's consent (domain/privacy mayMeasure): only then a message goes. */
  mayIncludeMessage: boolean
}

export function toFailureReport(failure: Failure, context: ReportContext): FailureReport {
  const report: FailureReport = {
    kind: failure.kind,
    route: reportedRoute(context.pathname),
    release: context.release,
  }
  if (failure.component && isName(failure.component)) report.component = failure.component
  if (failure.state && isName(failure.state)) report.state = failure.state
  const message = context.mayIncludeMessage ? messageOf(failure.error) : undefined
  if (message) {
    const scrubbed = scrubbedMessage(message, context.siteOrigin)
    if (scrubbed) report.message = scrubbed
  }
  const source = reportedSource(failure.source, context.siteOrigin)
  if (source) report.source = source
  return report
}

/** The key under which a page sends a report once, however often the failure repeats. */
export const reportKey = (report: FailureReport): string =>
  [report.kind, report.route, report.component, report.state, report.message, report.source].join(
    '\u0000',
  )

const REPORT_FIELDS = ['kind', 'route', 'release', 'component', 'state', 'message', 'source']

/** What is wrong with one received report, if anything: strict shape, each field in its limits. */
export function failureReportProblem(report: unknown): string | undefined {
  if (!isRecord(report)) return 'must be an object'
  const extra = Object.keys(report).find((key) => !REPORT_FIELDS.includes(key))
  if (extra) return `unknown field "${extra}"`
  const { kind, route, release, component, state, message, source } = report
  if (!(FAILURE_KINDS as readonly unknown[]).includes(kind))
    return `"kind" must be one of ${FAILURE_KINDS.join(', ')}`
  const pageProblem = routeAndReleaseProblem(route, release)
  if (pageProblem) return pageProblem
  for (const [field, value] of [
    ['component', component],
    ['state', state],
  ] as const)
    if (value !== undefined && !(typeof value === 'string' && isName(value)))
      return `"${field}" must be a name of at most ${FAILURE_REPORT_LIMITS.name} characters`
  if (
    message !== undefined &&
    !(
      typeof message === 'string' &&
      message.length > 0 &&
      message.length <= FAILURE_REPORT_LIMITS.message
    )
  )
    return `"message" must be 1 to ${FAILURE_REPORT_LIMITS.message} characters`
  if (
    source !== undefined &&
    !(
      typeof source === 'string' &&
      source.length <= FAILURE_REPORT_LIMITS.source &&
      SOURCE.test(source)
    )
  )
    return '"source" must be a path on the site, with line and column'
  return undefined
}

/** The page and build every report names: one of the site's routes or OTHER_ROUTE, and a release. */
export function routeAndReleaseProblem(route: unknown, release: unknown): string | undefined {
  if (route !== OTHER_ROUTE && !(typeof route === 'string' && isSiteRoute(route)))
    return `"route" must be one of the site's routes or ${OTHER_ROUTE}`
  if (
    typeof release !== 'string' ||
    release.length > FAILURE_REPORT_LIMITS.release ||
    !RELEASE.test(release)
  )
    return `"release" must be 1 to ${FAILURE_REPORT_LIMITS.release} letters, digits, ".", "_" or "-"`
  return undefined
}

const isName = (value: string) => value.length <= FAILURE_REPORT_LIMITS.name && NAME.test(value)
