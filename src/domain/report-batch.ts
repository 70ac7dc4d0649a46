import { FAILURE_REPORT_LIMITS, failureReportProblem, type FailureReport } from './failure-reports'
import { hasOnlyKeys, isRecord } from './json-shape'
import { WEB_VITAL_LIMITS, webVitalProblem, type WebVitalReport } from './web-vitals'

/** `{ "reports": [ … ], "vitals": [ … ] }`, at least one of either. */
export interface ReportBatch {
  reports: FailureReport[]
  vitals: WebVitalReport[]
}

export type BatchCheck = { ok: true; batch: ReportBatch } | { ok: false; problem: string }

const LISTS = [
  { field: 'reports', max: FAILURE_REPORT_LIMITS.reportsPerBatch, problemOf: failureReportProblem },
  { field: 'vitals', max: WEB_VITAL_LIMITS.vitalsPerBatch, problemOf: webVitalProblem },
] as const

/** Checks a parsed body: anything that cannot be accepted as it is fails the whole batch. */
export function checkReportBatch(body: unknown): BatchCheck {
  const shape = 'The body must be an object with a "reports" array, a "vitals" array, or both'
  if (!isRecord(body) || !hasOnlyKeys(body, ['reports', 'vitals'])) return refused(shape)
  const { reports = [], vitals = [] } = body
  if (!Array.isArray(reports) || !Array.isArray(vitals)) return refused(shape)
  if (reports.length === 0 && vitals.length === 0)
    return refused('The batch holds no report and no vital')
  for (const { field, max, problemOf } of LISTS) {
    const list = field === 'reports' ? reports : vitals
    if (list.length > max) return refused(`"${field}" must hold at most ${max} items`)
    for (const [index, item] of list.entries()) {
      const problem = problemOf(item)
      if (problem) return refused(`${field}[${index}]: ${problem}`)
    }
  }
  return {
    ok: true,
    batch: { reports: reports as FailureReport[], vitals: vitals as WebVitalReport[] },
  }
}

const refused = (problem: string): BatchCheck => ({ ok: false, problem })
