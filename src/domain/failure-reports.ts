import { isRecord } from './json-shape'
import { isSiteRoute } from './routes'

/**
 * Failure reports: what the browser tells operators when something on a page fails, and the
 * rules that keep those reports small and anonymous. The browser shapes its reports with these
 * rules, and the server checks every report it receives against them again, since anyone can
 * post to the endpoint.
 *
 * What could identify a visitor, and so is sent only with their consent (the analytics choice,
 * and never under Do Not Track or Global Privacy Control): text the site did not write itself.
 * That is an error's message, which may quote what the visitor typed, an address with its query,
 * an extension's or another site's words. It is sent scrubbed (addresses reduced to their path or
 * origin, e-mail addresses and long numbers masked) and cut short, or, without consent, not at
 * all. Everything else in a report is the site's own and says nothing about who the visitor is:
 * the kind of failure, the component, the page (one of the site's routes, or `(other)`: a path
 * the site does not know may carry anything), the release the page was built with, and the
 * site's own script and position where an error was thrown. No stack trace, user agent, query
 * string, hash or referrer is ever sent, and the server logs no address of the sender.
 */

/** What failed. */
export const FAILURE_KINDS = [
  /** An error that no code caught reached the window. */
  'uncaught-error',
  /** A rejected promise that no code handled. */
  'unhandled-rejection',
  /** The page reloaded itself because part of its code failed to load (chunk-recovery.ts). */
  'chunk-reload',
  /** The error page was shown in place of a page. */
  'error-page',
  /** A vector animation kept its fallback: data_failed, configError or code_failed. */
  'animation-failed',
  /** The WebGL block fell back to its still image: no WebGL, or the scene failed. */
  'webgl-fallback',
] as const

export type FailureKind = (typeof FAILURE_KINDS)[number]

/** A failure as the code that saw it describes it, before it is shaped into a report. */
export interface Failure {
  kind: FailureKind
  /** Which part of the page: `lottie`, `webgl`, … (the site's own names). */
  component?: string
  /** The site's own word for the outcome, such as an animation's state (`data_failed`). */
  state?: string
  /** The error, if there is one: its message may become the report's (with consent only). */
  error?: unknown
  /** Where an uncaught error was thrown: a script address, line and column. */
  source?: { url?: string; line?: number; column?: number }
}

/** What one report holds: the only fields the endpoint accepts. */
export interface FailureReport {
  kind: FailureKind
  /** One of the site's routes, or OTHER_ROUTE. */
  route: string
  /** The release the page was built with. */
  release: string
  component?: string
  state?: string
  /** Scrubbed and cut short; only with the visitor's consent. */
  message?: string
  /** A same-origin script path with line and column, e.g. `/_next/static/chunks/a1b2.js:1:2345`. */
  source?: string
}

/** Any page that is not one of the site's routes. */
export const OTHER_ROUTE = '(other)'

export const FAILURE_REPORT_LIMITS = {
  /**
   * The largest request body the endpoint reads, in bytes, whatever the batch holds (failure
   * reports, web vitals or both: see ./report-batch.ts).
   */
  bodyBytes: 4096,
  /** Reports in one request. */
  reportsPerBatch: 5,
  /** Reports one page sends at most, however often it fails. */
  reportsPerPage: 10,
  message: 200,
  source: 200,
  release: 64,
  /** `component` and `state`: short names. */
  name: 40,
} as const

const NAME = /^[A-Za-z][\w-]*$/
const RELEASE = /^[\w.-]+$/
const SOURCE = /^\/[\w./@~-]*(?::\d{1,7}){0,2}$/

/** The page a report names: the site's routes as they are, anything else as OTHER_ROUTE. */
export function reportedRoute(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return isSiteRoute(path) ? path : OTHER_ROUTE
}

/**
 * An error's message with what could point at a person taken out: addresses keep only their
 * path (this site's) or origin (any other), e-mail addresses and runs of six or more digits are
 * masked, whitespace is collapsed, and the result is cut to FAILURE_REPORT_LIMITS.message.
 */
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

/** The message of a thrown value, if it has one. */
export function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error
  if (typeof error === 'object' && error !== null) {
    const { message } = error as { message?: unknown }
    if (typeof message === 'string') return message
  }
  return undefined
}

/** A script address as a report may carry it: this site's own path, or nothing. */
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
  /** `location.pathname` when the failure happened. */
  pathname: string
  /** `location.origin`: addresses on it are the site's own. */
  siteOrigin: string
  release: string
  /** Whether the visitor agreed (see domain/privacy mayMeasure): only then a message goes. */
  mayIncludeMessage: boolean
}

/** The report for a failure: only the fields above, each within its limits. */
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

/**
 * What is wrong with one report of a batch the endpoint received, if anything: it must have the
 * strict shape, no field beyond those above, each within its limits.
 */
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

/**
 * The page and build every report names (failure reports and web vitals alike): one of the
 * site's routes or OTHER_ROUTE, and a release of the site's own spelling.
 */
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
