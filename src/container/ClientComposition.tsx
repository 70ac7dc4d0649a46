'use client'

import { useMemo, type ReactNode } from 'react'
import { HttpAnimationDataSource } from '@/adapters/animation/http-animation-data-source'
import { LocalFileUrlBuilder } from '@/adapters/files/local-file-url-builder'
import { SanityCdnFileUrlBuilder } from '@/adapters/files/sanity-cdn-file-url-builder'
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
    return { animationData: new HttpAnimationDataSource(files) }
  }, [config])
  return <ServicesProvider services={services}>{children}</ServicesProvider>
}
