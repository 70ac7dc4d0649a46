'use client'

import { createContext, useContext, type ReactNode } from 'react'
import type { Analytics } from '@/ports/analytics'
import type { AnimationDataSource } from '@/ports/animation-data-source'
import type { FailureReports } from '@/ports/failure-reports'
import type { WebVitals } from '@/ports/web-vitals'
import type { ConsentStore } from '../shell/consent/consent-store'

/** The analytics the site is configured with, and what a visitor is told about it. */
export interface ConfiguredAnalytics {
  reporter: Analytics
  /** Who receives the page views, in the adapter's own words, for the consent question. */
  disclosure: string
}

/** The ports client components use, built once in the browser by the composition root. */
export interface ClientServices {
  animationData: AnimationDataSource
  /** Absent when the site has no analytics: then the visitor is not asked either. */
  analytics?: ConfiguredAnalytics
  /** The visitor's analytics choice, held for the period the content sets. */
  consent: ConsentStore
  /** Where failures on the page are reported (absent in tests that do not look at them). */
  failures?: FailureReports
  /** Measures the page's Core Web Vitals once the visitor agrees; absent in draft mode. */
  webVitals?: WebVitals
}

const ServicesContext = createContext<ClientServices | null>(null)

export function ServicesProvider(props: { services: ClientServices; children: ReactNode }) {
  return <ServicesContext value={props.services}>{props.children}</ServicesContext>
}

export function useServices(): ClientServices {
  const services = useContext(ServicesContext)
  if (services) return services
  throw new Error(
    'useServices() needs a ServicesProvider above it (see src/container/ClientComposition.tsx)',
  )
}

const UNREPORTED: FailureReports = { report() {} }

/** Where to report a failure; without a provider (the root error page), nowhere. */
export function useFailureReports(): FailureReports {
  return useContext(ServicesContext)?.failures ?? UNREPORTED
}
