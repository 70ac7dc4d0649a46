'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useLayoutEffect, useState } from 'react'
import styles from './ProgressBar.module.css'
import { progressTiming, type ProgressPhase } from './progress-timing'
import { navigationsSettled, onRequestsInFlight, requestsInFlight } from './requests-in-flight'

/**
 * A thin bar along the top of the window while the visitor waits: it counts navigations and
 * data fetches in flight, appears only after 200 ms so fast loads do not flicker, and finishes
 * when the last request completes. It is decoration: hidden from assistive technology, which
 * hears about the new page when focus moves to its heading.
 */
export function ProgressBar() {
  const pathname = usePathname()
  const [phase, setPhase] = useState<ProgressPhase>('idle')

  useEffect(() => {
    const timing = progressTiming(setPhase)
    timing.update(requestsInFlight())
    const stop = onRequestsInFlight((count) => timing.update(count))
    return () => {
      stop()
      timing.dispose()
    }
  }, [])

  // A new page is in place: the navigations that led here are over.
  useLayoutEffect(() => navigationsSettled(`${pathname}${location.search}`), [pathname])

  return <div className={styles.bar} data-phase={phase} aria-hidden="true" />
}
