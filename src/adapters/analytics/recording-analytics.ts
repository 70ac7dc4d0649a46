import type { Analytics, PageView } from '@/ports/analytics'

/** Where the recording adapter keeps page views: `window.altsAnalytics.pageViews`. */
export interface AnalyticsRecord {
  pageViews: (PageView & { at: number })[]
}

declare global {
  interface Window {
    altsAnalytics?: AnalyticsRecord
  }
}

/**
 * Analytics for offline work and tests: page views are kept in the page
 * (`window.altsAnalytics.pageViews`) and nothing leaves the browser.
 */
export class RecordingAnalytics implements Analytics {
  /** @param target where to keep the record; the browser window unless told otherwise */
  constructor(private readonly target?: { altsAnalytics?: AnalyticsRecord }) {}

  pageView(view: PageView): void {
    const target = this.target ?? window
    target.altsAnalytics ??= { pageViews: [] }
    target.altsAnalytics.pageViews.push({ ...view, at: Date.now() })
  }
}
