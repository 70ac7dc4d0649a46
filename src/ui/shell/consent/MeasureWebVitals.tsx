'use client'

import { useEffect } from 'react'
import { mayMeasure } from '@/domain/privacy'
import { useServices } from '../../services/ClientServices'
import { whenIdle } from '../../scheduling/when-idle'
import { useConsent } from './use-consent'

/** Measures Core Web Vitals once the visitor agrees, from an idle page (the browser buffers). */
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
