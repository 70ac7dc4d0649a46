import { reportedRoute } from './failure-reports'

/**
 * CSP violations as browsers report them (./csp-endpoint.ts), reduced to what the policy blocked
 * and where: a route, a keyword or origin, a script's origin and path; nothing naming a visitor.
 */

export const CSP_REPORT_LIMITS = {
  /** A report repeats the whole policy with its inline-script hashes, and may come batched. */
  bodyBytes: 32_768,
  reportsPerBatch: 20,
  address: 2048,
  source: 200,
} as const

export interface CspReportFields {
  documentUrl: string
  directive: string
  blockedUrl?: string
  sourceFile?: string
  lineNumber?: number
}

export interface CspViolation {
  directive: string
  route: string
  /** `inline`, `eval`, another keyword the browser uses, a scheme (`data:`), or an origin. */
  blocked: string
  source?: string
  line?: number
}

const DIRECTIVE = /^[a-z][a-z-]{0,39}$/
const KEYWORD = /^[a-z][a-z-]{0,29}$/

/** The violation to log, reduced to CspViolation's fields, or why the report is unusable. */
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
