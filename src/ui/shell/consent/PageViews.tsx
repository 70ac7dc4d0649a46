'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { mayMeasure } from '@/domain/privacy'
import { useServices } from '../../services/ClientServices'
import { useConsent } from './use-consent'

/**
 * Reports a page view for the first page and after every client-side navigation, once the
 * visitor has agreed; agreeing counts the page they are on. Each address is reported once per
 * visit to it, however often the consent state is read.
 */
export function PageViews() {
  const { analytics } = useServices()
  const signals = useConsent()
  const pathname = usePathname()
  const reported = useRef<string | undefined>(undefined)
  const allowed = Boolean(signals && mayMeasure(signals))

  useEffect(() => {
    if (!analytics || !allowed || reported.current === pathname) return
    const first = reported.current === undefined
    reported.current = pathname
    analytics.reporter.pageView({
      path: `${pathname}${location.search}`,
      title: document.title,
      location: location.href,
      referrer: first && document.referrer ? document.referrer : undefined,
    })
  }, [analytics, allowed, pathname])

  return null
}
