/** Started only with consent; checks it again before each report, batches, never throws. */
export interface WebVitals {
  /** Calling it again changes nothing. */
  measure(): void
}
