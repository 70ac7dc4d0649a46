import {
  FAILURE_REPORT_LIMITS,
  reportKey,
  toFailureReport,
  type Failure,
  type FailureReport,
  type ReportContext,
} from '@/domain/failure-reports'
import type { FailureReports } from '@/ports/failure-reports'
import { sendInBatches, type SendReports } from './beacon'

export interface BeaconFailureReportsOptions {
  endpoint: string
  context: () => ReportContext
  delayMs?: number
  send?: SendReports
  schedule?: (run: () => void, delayMs: number) => void
}

/** Reports gather this long (and go at once when the page is hidden). */
export const REPORT_DELAY_MS = 1_000

/**
 * Failure reports by beacon, which outlives the page: each once per document, at most
 * reportsPerPage of them in batches within the endpoint's limits, so a failure loop cannot flood it.
 */
export class BeaconFailureReports implements FailureReports {
  private readonly seen = new Set<string>()
  private readonly pending: FailureReport[] = []
  private accepted = 0
  private scheduled = false

  constructor(private readonly options: BeaconFailureReportsOptions) {}

  report(failure: Failure, context?: ReportContext): void {
    try {
      if (this.accepted >= FAILURE_REPORT_LIMITS.reportsPerPage) return
      const report = toFailureReport(failure, context ?? this.options.context())
      const key = reportKey(report)
      if (this.seen.has(key)) return
      this.seen.add(key)
      this.accepted++
      this.pending.push(report)
      this.schedule()
    } catch {
      // Reporting a failure must never become one.
    }
  }

  flush(): void {
    this.scheduled = false
    const reports = this.pending.splice(0)
    sendInBatches(this.options, 'reports', reports, FAILURE_REPORT_LIMITS.reportsPerBatch)
  }

  private schedule() {
    if (this.scheduled) return
    this.scheduled = true
    const schedule = this.options.schedule ?? ((run, delay) => setTimeout(run, delay))
    schedule(() => this.flush(), this.options.delayMs ?? REPORT_DELAY_MS)
  }
}
