import type { ServiceIdentifier } from 'inversify'
import type { Failure } from '@/domain/failure-reports'

/**
 * Where the browser reports what fails on a page (see domain/failure-reports for what a report
 * may hold). An adapter shapes each failure into an anonymous report, sends the same report once
 * and only so many per page, may batch and send later, and never throws at its caller: a report
 * that cannot be sent is dropped.
 */
export interface FailureReports {
  report(failure: Failure): void
}

export const FailureReportsToken: ServiceIdentifier<FailureReports> = Symbol.for('FailureReports')
