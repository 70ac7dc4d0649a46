'use client'

import { useEffect } from 'react'
import { mayMeasure } from '@/domain/privacy'
import { useServices } from '../../services/ClientServices'
import { whenIdle } from '../../scheduling/when-idle'
import { useConsent } from './use-consent'

/**
 * Starts measuring the page's Core Web Vitals once the visitor has agreed to analytics, and not
 * before the page is idle: the measuring code loads then, so it never delays the first screen
 * (the library reads what happened before it loaded from the browser's buffer). Agreeing later
 * on the page starts it then.
 */
export function MeasureWebVitals() {
  const { webVitals } = useServices()
  const signals = useConsent()
  const allowed = Boolean(signals && mayMeasure(signals))

  useEffect(() => {
    if (!webVitals || !allowed) return
    return whenIdle(() => webVitals.measure())
  }, [webVitals, allowed])

  return null
}
