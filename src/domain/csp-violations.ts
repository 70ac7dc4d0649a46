import { reportedRoute } from './failure-reports'

/**
 * Content-Security-Policy violations, as browsers report them to the site's own endpoint
 * (./csp-endpoint.ts), reduced to what tells an operator what the policy blocked and where,
 * and nothing that could name a visitor or make a log line long: the page is one of the site's
 * routes (never the query string or hash, which may carry personal data; any other path is
 * `(other)`), the blocked resource is a keyword (`inline`, `eval`, …) or an origin, never a full
 * address, and the script that did it is an origin and path with a line number.
 */

export const CSP_REPORT_LIMITS = {
  /**
   * The largest body the endpoint reads. A report repeats the whole policy, which lists the
   * hashes of a page's inline scripts: a few kilobytes; the Reporting API batches several.
   */
  bodyBytes: 32_768,
  /** Reports in one Reporting API batch. */
  reportsPerBatch: 20,
  /** Addresses and names as they arrive, before they are reduced. */
  address: 2048,
  /** `source` as logged: an origin and a path. */
  source: 200,
} as const

/** One violation as the browser describes it, from either report format. */
export interface CspReportFields {
  documentUrl: string
  /** The directive that blocked (`effectiveDirective` / `effective-directive`). */
  directive: string
  blockedUrl?: string
  sourceFile?: string
  lineNumber?: number
}

/** What the site logs of a violation. */
export interface CspViolation {
  directive: string
  /** One of the site's routes, or `(other)`. */
  route: string
  /** `inline`, `eval`, another keyword the browser uses, a scheme (`data:`), or an origin. */
  blocked: string
  /** The script that caused it: origin and path. */
  source?: string
  line?: number
}

const DIRECTIVE = /^[a-z][a-z-]{0,39}$/
const KEYWORD = /^[a-z][a-z-]{0,29}$/

/**
 * The violation to log, or the problem that makes the report unusable. The browser's fields are
 * reduced here: anything in them beyond what CspViolation keeps is dropped.
 */
export function toCspViolation(
  fields: CspReportFields,
): { ok: true; violation: CspViolation } | { ok: false; problem: string } {
  // `violated-directive` of old browsers may carry the directive's sources after its name.
  const directive = fields.directive.trim().split(/\s/)[0] ?? ''
  if (!DIRECTIVE.test(directive)) return { ok: false, problem: 'The directive is not one' }
  const document = urlOf(fields.documentUrl)
  if (!document) return { ok: false, problem: 'The document is not an address' }
  const source = sourceOf(fields.sourceFile)
  const line = fields.lineNumber
  return {
    ok: true,
    violation: {
      directive,
      route: reportedRoute(document.pathname),
      blocked: blockedOf(fields.blockedUrl),
      ...(source === undefined ? {} : { source }),
      ...(line !== undefined && Number.isInteger(line) && line >= 0 && line < 1e7 ? { line } : {}),
    },
  }
}

function urlOf(text: string | undefined): URL | undefined {
  if (!text) return undefined
  try {
    return new URL(text)
  } catch {
    return undefined
  }
}

/** A keyword stays; an address keeps its origin (or, without one, its scheme). */
function blockedOf(text: string | undefined): string {
  if (!text) return '(none)'
  if (KEYWORD.test(text)) return text
  const url = urlOf(text)
  if (!url) return '(other)'
  return url.origin === 'null' ? url.protocol : url.origin
}

function sourceOf(text: string | undefined): string | undefined {
  const url = urlOf(text)
  if (!url || !/^https?:$/.test(url.protocol)) return undefined
  const source = `${url.origin}${url.pathname}`
  return source.length <= CSP_REPORT_LIMITS.source ? source : undefined
}
