/** Started only with consent; checks it again before each report, batches, never throws. */
export interface WebVitals {
  measure(): void
}
