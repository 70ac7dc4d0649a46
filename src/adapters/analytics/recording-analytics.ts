import type { Analytics, PageView } from '@/ports/analytics'

export interface AnalyticsRecord {
  pageViews: (PageView & { at: number })[]
}

declare global {
  interface Window {
    altsAnalytics?: AnalyticsRecord
  }
}

/** For offline work and tests: page views kept in `window.altsAnalytics`, nothing sent. */
export class RecordingAnalytics implements Analytics {
  constructor(private readonly target?: { altsAnalytics?: AnalyticsRecord }) {}

  pageView(view: PageView): void {
    const target = this.target ?? window
    target.altsAnalytics ??= { pageViews: [] }
    target.altsAnalytics.pageViews.push({ ...view, at: Date.now() })
  }
}
