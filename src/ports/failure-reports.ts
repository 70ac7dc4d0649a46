import type { Failure } from '@/domain/failure-reports'

/** Sends each anonymous report once, so many per page, maybe batched; never throws at its caller. */
export interface FailureReports {
  report(failure: Failure): void
}
