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
 * The composition root in the browser: builds the client-side adapters from the same
 * configuration as the server's container, and hands them to client components through one
 * React context.
 *
 * Each adapter's code is imported only for the configuration that uses it, and only when first
 * needed: the analytics adapter with the first page view the visitor agreed to, the animation
 * data source with the first animation. A build on the fixtures never sends GA4's code to a
 * browser, and a GA4 site never sends the recording adapter's. Code that fails to load reloads
 * the page once, under the site's one rule (see chunk-recovery.ts); the failure reporter's
 * code, with the first failure, is the exception (below).
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
  switch (analytics.adapter) {
    case 'ga4':
      return {
        disclosure: analytics.disclosure,
        reporter: reportingThrough(async () => {
          const { Ga4Analytics } = await loadOnDemand(
            () => import('@/adapters/analytics/ga4-analytics'),
          )
          return new Ga4Analytics(analytics.measurementId)
        }),
      }
    case 'recording':
      return {
        disclosure: analytics.disclosure,
        reporter: reportingThrough(async () => {
          const { RecordingAnalytics } = await loadOnDemand(
            () => import('@/adapters/analytics/recording-analytics'),
          )
          return new RecordingAnalytics()
        }),
      }
    case 'none':
      return undefined
  }
}

/**
 * Page views go to the adapter once its code has loaded, in the order they were reported. The
 * port never throws at its caller: a view reported while the adapter cannot load is not counted.
 */
function reportingThrough(load: () => Promise<Analytics>): Analytics {
  const adapter = loadedOnce(load)
  return {
    pageView(view) {
      adapter().then(
        (analytics) => analytics.pageView(view),
        () => undefined,
      )
    },
  }
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
 * Failure reports go to the site's own endpoint. The page and the visitor's consent are read
 * when the failure happens; the reporter's code loads with the first failure. It loads with a
 * plain import rather than `loadOnDemand`: a reporter that cannot load must not reload the page
 * (the failure it was to report may be the network), so the report is dropped instead.
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
      reporter().then(
        (reports) => reports.report(failure, context),
        () => undefined,
      )
    },
  }
}

/**
 * Web vitals go to the same endpoint as failure reports, with the visitor's consent: checked by
 * the caller before it starts measuring, and again by the adapter before anything leaves. The
 * adapter's code and the web-vitals library load when measuring starts (after the page is idle,
 * see src/ui/shell/consent/MeasureWebVitals.tsx). A plain import, as for failure reports: code
 * that cannot load leaves the page unmeasured rather than reloading it.
 */
function webVitalsFor(release: string, consent: ConsentStore): WebVitals {
  const vitals = loadedOnce(async () => {
    const { BeaconWebVitals } = await import('@/adapters/reports/beacon-web-vitals')
    return new BeaconWebVitals({
      endpoint: FAILURE_REPORTS_ENDPOINT,
      release,
      mayReport: () => mayMeasure(consent.snapshot()),
    })
  })
  return {
    measure() {
      vitals().then(
        (adapter) => adapter.measure(),
        () => undefined,
      )
    },
  }
}
