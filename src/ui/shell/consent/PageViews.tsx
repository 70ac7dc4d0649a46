'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { mayMeasure } from '@/domain/privacy'
import { useServices } from '../../services/ClientServices'
import { useConsent } from './use-consent'

/** Reports each page a visitor opens once they agree; agreeing counts the page they are on. */
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
