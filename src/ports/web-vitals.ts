import type { ServiceIdentifier } from 'inversify'

/**
 * Measures the page's Core Web Vitals in the visitor's browser and reports them (see
 * domain/web-vitals for what a report may hold). Callers start it only once the visitor has
 * agreed (domain/privacy mayMeasure); an adapter checks the choice again before each report
 * leaves, batches what it measured until the page is hidden, and never throws at its caller.
 */
export interface WebVitals {
  /** Starts measuring this page; calling it again changes nothing. */
  measure(): void
}

export const WebVitalsToken: ServiceIdentifier<WebVitals> = Symbol.for('WebVitals')
