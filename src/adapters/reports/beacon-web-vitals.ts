// The attribution build names the element of the slowest interaction; this adapter is loaded on
// demand (with analytics consent), and the build with it.
import {
  onCLS,
  onFCP,
  onINP,
  onLCP,
  onTTFB,
  type MetricWithAttribution,
} from 'web-vitals/attribution'
import {
  toWebVitalReport,
  WEB_VITAL_LIMITS,
  type WebVital,
  type WebVitalReport,
} from '@/domain/web-vitals'
import type { WebVitals } from '@/ports/web-vitals'
import { sendInBatches, type SendReports } from './beacon'

export type MeasuredVital = WebVital & { navigationURL?: string }

export type ObserveVitals = (report: (vital: MeasuredVital) => void) => void

export interface BeaconWebVitalsOptions {
  endpoint: string
  release: string
  mayReport: () => boolean
  observe?: ObserveVitals
  send?: SendReports
}

export const observeWithWebVitals: ObserveVitals = (report) => {
  const take = (metric: MetricWithAttribution) =>
    report({
      ...metric,
      ...(metric.name === 'INP' ? { target: metric.attribution.interactionTarget } : {}),
    })
  onTTFB(take)
  onFCP(take)
  onLCP(take)
  onCLS(take)
  onINP(take)
}

/**
 * Core Web Vitals from Google's `web-vitals`, held until the page is hidden (when the library
 * reports LCP, CLS and INP) and sent by beacon within the limits; dropped if consent is withdrawn.
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
      // After the library's own listeners, so its final metrics are waiting (as its README relies on).
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') this.flush()
      })
      // Safari may not say the page is hidden as it unloads.
      addEventListener('pagehide', () => this.flush())
    } catch {
      // Measuring must never break the page.
    }
  }

  flush(): void {
    const batch = this.pending.splice(0)
    if (batch.length === 0 || !this.options.mayReport()) return
    sendInBatches(this.options, 'vitals', batch, WEB_VITAL_LIMITS.vitalsPerBatch)
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

function pathOf(address: string | undefined): string {
  try {
    return new URL(address ?? location.href, location.href).pathname
  } catch {
    return location.pathname
  }
}
