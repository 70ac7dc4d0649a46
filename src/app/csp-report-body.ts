import { z } from 'zod'
import { CSP_REPORT_LIMITS, type CspReportFields } from '@/domain/csp-violations'

/**
 * The two shapes browsers post violations in: `report-uri`'s one `{ "csp-report": … }`, and the
 * Reporting API's array (other types skipped). Fields of browsers' own are read past, never kept.
 */

export const CSP_REPORT_TYPES = [
  'application/csp-report',
  'application/reports+json',
  // Some browsers send `report-uri` reports as plain JSON.
  'application/json',
] as const

const address = z.string().max(CSP_REPORT_LIMITS.address)
const line = z.number().int().nonnegative().optional()

const reportUri = z.object({
  'csp-report': z.object({
    'document-uri': address,
    'effective-directive': address.optional(),
    'violated-directive': address.optional(),
    'blocked-uri': address.optional(),
    'source-file': address.optional(),
    'line-number': line,
  }),
})

const cspViolationBody = z.object({
  documentURL: address,
  effectiveDirective: address,
  blockedURL: address.optional(),
  sourceFile: address.optional(),
  lineNumber: line,
})

const reportingApi = z
  .array(
    z.object({
      type: z.string().max(64),
      // Only a csp-violation's body is read; another type's is not ours to check.
      body: z.unknown(),
    }),
  )
  .min(1)
  .max(CSP_REPORT_LIMITS.reportsPerBatch)

export type CspReportBody =
  { ok: true; reports: CspReportFields[] } | { ok: false; problem: string }

/** The violations in a parsed body of one of the two formats, or what is wrong with it. */
export function cspReportsIn(body: unknown): CspReportBody {
  if (Array.isArray(body)) {
    const batch = reportingApi.safeParse(body)
    if (!batch.success) return refused(batch.error)
    const reports: CspReportFields[] = []
    for (const { type, body: fields } of batch.data) {
      if (type !== 'csp-violation') continue
      const violation = cspViolationBody.safeParse(fields)
      if (!violation.success) return refused(violation.error)
      const { documentURL, effectiveDirective, blockedURL, sourceFile, lineNumber } = violation.data
      reports.push({
        documentUrl: documentURL,
        directive: effectiveDirective,
        blockedUrl: blockedURL,
        sourceFile,
        lineNumber,
      })
    }
    return { ok: true, reports }
  }
  const single = reportUri.safeParse(body)
  if (!single.success) return refused(single.error)
  const report = single.data['csp-report']
  const directive = report['effective-directive'] ?? report['violated-directive']
  if (directive === undefined)
    return { ok: false, problem: '"csp-report" names no effective-directive' }
  return {
    ok: true,
    reports: [
      {
        documentUrl: report['document-uri'],
        directive,
        blockedUrl: report['blocked-uri'],
        sourceFile: report['source-file'],
        lineNumber: report['line-number'],
      },
    ],
  }
}

/** The first problem zod found, in a few words and a path: never the value that was sent. */
function refused(error: z.ZodError): CspReportBody {
  const [issue] = error.issues
  const where = issue?.path.length ? issue.path.join('.') : 'the body'
  return { ok: false, problem: `${where}: ${issue?.message ?? 'not a report'}`.slice(0, 200) }
}
