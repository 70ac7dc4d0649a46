import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals'
import {
  toWebVitalReport,
  WEB_VITAL_LIMITS,
  type WebVital,
  type WebVitalReport,
} from '@/domain/web-vitals'
import type { WebVitals } from '@/ports/web-vitals'
import { bodiesWithinSizeLimit, sendWithBeacon, type SendReports } from './beacon'

/** A metric as the measuring library hands it over, with the address of the page it is for. */
export type MeasuredVital = WebVital & { navigationURL?: string }

/** Starts measuring and hands each metric over when it is ready to be reported. */
export type ObserveVitals = (report: (vital: MeasuredVital) => void) => void

export interface BeaconWebVitalsOptions {
  /** The site's own endpoint (src/app/api/reports). */
  endpoint: string
  /** The release the page was built with. */
  release: string
  /** Whether the visitor still agrees, asked as each batch is about to leave. */
  mayReport: () => boolean
  /** The measuring library: Google's web-vitals, unless a test measures for it. */
  observe?: ObserveVitals
  send?: SendReports
}

/** The web-vitals library's five metrics, each reported when its value is final. */
export const observeWithWebVitals: ObserveVitals = (report) => {
  const take = (metric: MetricType) => report(metric)
  onTTFB(take)
  onFCP(take)
  onLCP(take)
  onCLS(take)
  onINP(take)
}

/**
 * Core Web Vitals measured with Google's `web-vitals` library and sent to the site's own endpoint
 * in batches: what was measured waits until the page is hidden (the visitor switches away,
 * leaves or closes it: the moment the library reports LCP, CLS and INP), then goes in one beacon,
 * which outlives the page. At most WEB_VITAL_LIMITS.vitalsPerPage metrics a page, in requests of
 * at most vitalsPerBatch, each within the endpoint's size limit. Nothing goes once the visitor
 * has withdrawn their consent: what waits is dropped.
 */
export class BeaconWebVitals implements WebVitals {
  private readonly pending: WebVitalReport[] = []
  private accepted = 0
  private measuring = false

  constructor(private readonly options: BeaconWebVitalsOptions) {}

  measure(): void {
    if (this.measuring) return
    this.measuring = true
    try {
      ;(this.options.observe ?? observeWithWebVitals)((vital) => this.add(vital))
      // Added after the library's own listeners, so that the metrics it reports as the page is
      // hidden are waiting by the time these run (the order web-vitals' README relies on).
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') this.flush()
      })
      // Safari may not say the page is hidden as it unloads.
      addEventListener('pagehide', () => this.flush())
    } catch {
      // Measuring must never break the page.
    }
  }

  /** Sends what is waiting, if the visitor still agrees. */
  flush(): void {
    const batch = this.pending.splice(0)
    if (batch.length === 0 || !this.options.mayReport()) return
    const send = this.options.send ?? sendWithBeacon
    for (let start = 0; start < batch.length; start += WEB_VITAL_LIMITS.vitalsPerBatch) {
      const part = batch.slice(start, start + WEB_VITAL_LIMITS.vitalsPerBatch)
      for (const body of bodiesWithinSizeLimit(part, (vitals) => JSON.stringify({ vitals }))) {
        try {
          send(this.options.endpoint, body)
        } catch {
          // Dropped: a measurement is not worth a failure.
        }
      }
    }
  }

  private add(vital: MeasuredVital) {
    if (this.accepted >= WEB_VITAL_LIMITS.vitalsPerPage) return
    const report = toWebVitalReport(vital, {
      pathname: pathOf(vital.navigationURL),
      release: this.options.release,
    })
    if (!report) return
    this.accepted++
    this.pending.push(report)
  }
}

/** The path of the page a metric is for: the address it was loaded at, or the current one. */
function pathOf(address: string | undefined): string {
  try {
    return new URL(address ?? location.href, location.href).pathname
  } catch {
    return location.pathname
  }
}
