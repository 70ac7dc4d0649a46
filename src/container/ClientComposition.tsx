'use client'

import { useMemo, type ReactNode } from 'react'
import type { Analytics } from '@/ports/analytics'
import type { AnimationDataSource } from '@/ports/animation-data-source'
import { mayMeasure } from '@/domain/privacy'
import type { FailureReports } from '@/ports/failure-reports'
import type { FileUrlBuilder } from '@/ports/file-url-builder'
import type { WebVitals } from '@/ports/web-vitals'
import {
  ServicesProvider,
  type ClientServices,
  type ConfiguredAnalytics,
} from '@/ui/services/ClientServices'
import { createConsentStore, type ConsentStore } from '@/ui/shell/consent/consent-store'
import { loadOnDemand } from '@/ui/shell/errors/chunk-recovery'
import { FAILURE_REPORTS_ENDPOINT, type ClientConfig } from './client-config'
import { loadedOnce } from './loaded-once'

/**
 * The composition root in the browser: client-side adapters, from the server's configuration,
 * through one React context. Each adapter's code loads only when the configuration uses it and
 * it is first needed; code that fails to load reloads the page once (chunk-recovery.ts).
 */
export function ClientComposition({
  config,
  consentMonths,
  draftMode = false,
  children,
}: {
  config: ClientConfig
  /** How long a visitor's analytics choice holds: content (site settings), not configuration. */
  consentMonths: number
  /** An editor's draft page: its speed says nothing about visitors', so it is not measured. */
  draftMode?: boolean
  children: ReactNode
}) {
  const services = useMemo<ClientServices>(() => {
    const consent = createConsentStore({ months: consentMonths })
    return {
      animationData: animationDataFor(config.files),
      analytics: analyticsFor(config.analytics),
      consent,
      failures: failureReportsFor(config.release, consent),
      webVitals: draftMode ? undefined : webVitalsFor(config.release, consent),
    }
  }, [config, consentMonths, draftMode])
  return <ServicesProvider services={services}>{children}</ServicesProvider>
}

function analyticsFor(analytics: ClientConfig['analytics']): ConfiguredAnalytics | undefined {
  if (analytics.adapter === 'none') return undefined
  return {
    disclosure: analytics.disclosure,
    reporter: reportingThrough(async () => {
      if (analytics.adapter === 'ga4') {
        const { Ga4Analytics } = await loadOnDemand(
          () => import('@/adapters/analytics/ga4-analytics'),
        )
        return new Ga4Analytics(analytics.measurementId)
      }
      const { RecordingAnalytics } = await loadOnDemand(
        () => import('@/adapters/analytics/recording-analytics'),
      )
      return new RecordingAnalytics()
    }),
  }
}

/** Page views go to the adapter once loaded, in order; one sent while it cannot load is lost. */
function reportingThrough(load: () => Promise<Analytics>): Analytics {
  const adapter = loadedOnce(load)
  return { pageView: (view) => whenLoaded(adapter, (analytics) => analytics.pageView(view)) }
}

/** Uses what `load` gives, once it has; a load that fails drops the use, never throws. */
function whenLoaded<T>(load: () => Promise<T>, use: (loaded: T) => void): void {
  load().then(use, () => undefined)
}

function animationDataFor(files: ClientConfig['files']): AnimationDataSource {
  const source = loadedOnce(async () => {
    const [{ HttpAnimationDataSource }, urls] = await Promise.all([
      loadOnDemand(() => import('@/adapters/animation/http-animation-data-source')),
      fileUrlsFor(files),
    ])
    return new HttpAnimationDataSource(urls)
  })
  return { load: async (animation) => (await source()).load(animation) }
}

async function fileUrlsFor(files: ClientConfig['files']): Promise<FileUrlBuilder> {
  if (files.source === 'fixtures') {
    const { LocalFileUrlBuilder } = await loadOnDemand(
      () => import('@/adapters/files/local-file-url-builder'),
    )
    return new LocalFileUrlBuilder(files.basePath)
  }
  const { SanityCdnFileUrlBuilder } = await loadOnDemand(
    () => import('@/adapters/files/sanity-cdn-file-url-builder'),
  )
  return new SanityCdnFileUrlBuilder(files)
}

/**
 * The reporter loads with the first failure, by a plain import rather than `loadOnDemand`: one
 * that cannot load (the failure may be the network) drops the report rather than reload the page.
 */
function failureReportsFor(release: string, consent: ConsentStore): FailureReports {
  const reporter = loadedOnce(async () => {
    const { BeaconFailureReports } = await import('@/adapters/reports/beacon-failure-reports')
    const reports = new BeaconFailureReports({
      endpoint: FAILURE_REPORTS_ENDPOINT,
      context: currentContext,
    })
    // Reports still waiting go when the visitor leaves or hides the page.
    addEventListener('pagehide', () => reports.flush())
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') reports.flush()
    })
    return reports
  })
  const currentContext = () => ({
    pathname: location.pathname,
    siteOrigin: location.origin,
    release,
    mayIncludeMessage: mayMeasure(consent.snapshot()),
  })
  return {
    report(failure) {
      const context = currentContext()
      whenLoaded(reporter, (reports) => reports.report(failure, context))
    },
  }
}

/** Web vitals, with the visitor's consent; a plain import, as for failure reports. */
function webVitalsFor(release: string, consent: ConsentStore): WebVitals {
  const vitals = loadedOnce(async () => {
    const { BeaconWebVitals } = await import('@/adapters/reports/beacon-web-vitals')
    return new BeaconWebVitals({
      endpoint: FAILURE_REPORTS_ENDPOINT,
      release,
      mayReport: () => mayMeasure(consent.snapshot()),
    })
  })
  return { measure: () => whenLoaded(vitals, (adapter) => adapter.measure()) }
}
