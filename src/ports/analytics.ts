import type { ServiceIdentifier } from 'inversify'

/** One page seen by a visitor. */
export interface PageView {
  /** The page's path and query, e.g. /careers. */
  path: string
  title: string
  /** The full address, as the provider records it. */
  location: string
  /** Where the visitor came from, on the first page of a visit. */
  referrer?: string
}

/**
 * Where page views go. Callers report only what the visitor agreed to (see domain/privacy);
 * an adapter may batch and send later, and never throws at its caller.
 */
export interface Analytics {
  pageView(view: PageView): void
}

export const AnalyticsToken: ServiceIdentifier<Analytics> = Symbol.for('Analytics')
