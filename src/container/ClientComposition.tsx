'use client'

import { useMemo, type ReactNode } from 'react'
import { Ga4Analytics } from '@/adapters/analytics/ga4-analytics'
import { RecordingAnalytics } from '@/adapters/analytics/recording-analytics'
import { HttpAnimationDataSource } from '@/adapters/animation/http-animation-data-source'
import { LocalFileUrlBuilder } from '@/adapters/files/local-file-url-builder'
import { SanityCdnFileUrlBuilder } from '@/adapters/files/sanity-cdn-file-url-builder'
import type { Analytics } from '@/ports/analytics'
import { ServicesProvider, type ClientServices } from '@/ui/services/ClientServices'
import type { ClientConfig } from './client-config'

/**
 * The composition root in the browser: builds the client-side adapters from the same
 * configuration as the server's container, and hands them to client components through one
 * React context.
 */
export function ClientComposition({
  config,
  children,
}: {
  config: ClientConfig
  children: ReactNode
}) {
  const services = useMemo<ClientServices>(() => {
    const files =
      config.files.source === 'fixtures'
        ? new LocalFileUrlBuilder(config.files.basePath)
        : new SanityCdnFileUrlBuilder(config.files)
    return {
      animationData: new HttpAnimationDataSource(files),
      analytics: analyticsFor(config.analytics),
    }
  }, [config])
  return <ServicesProvider services={services}>{children}</ServicesProvider>
}

function analyticsFor(analytics: ClientConfig['analytics']): Analytics | undefined {
  switch (analytics.adapter) {
    case 'ga4':
      return new Ga4Analytics(analytics.measurementId)
    case 'recording':
      return new RecordingAnalytics()
    case 'none':
      return undefined
  }
}
