'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useLayoutEffect, useState } from 'react'
import { loadAnnouncement } from './load-announcement'
import styles from './ProgressBar.module.css'
import { progressTiming, type ProgressPhase } from './progress-timing'
import { navigationsSettled, onRequestsInFlight, requestsInFlight } from './requests-in-flight'

/**
 * A thin bar along the top of the window while the visitor waits: it counts navigations and
 * data fetches in flight, appears only after 200 ms so fast loads do not flicker, and finishes
 * when the last request completes. The bar itself is decoration, hidden from assistive
 * technology; what it tells is said in a polite live region instead, and only when it matters:
 * a page the visitor waited for (the bar showed) ends with "page loaded" (see load-announcement).
 */
export function ProgressBar({ pageLoaded }: { pageLoaded: string }) {
  const pathname = usePathname()
  const [phase, setPhase] = useState<ProgressPhase>('idle')
  const [announcement, setAnnouncement] = useState(0)
  const [announcer] = useState(() => loadAnnouncement(setAnnouncement))

  useEffect(() => {
    const timing = progressTiming((next) => {
      announcer.phase(next)
      setPhase(next)
    })
    timing.update(requestsInFlight())
    const stop = onRequestsInFlight((count) => timing.update(count))
    return () => {
      stop()
      timing.dispose()
    }
  }, [announcer])

  // A new page is in place: the navigations that led here are over.
  useLayoutEffect(() => {
    announcer.pageInPlace()
    navigationsSettled(`${pathname}${location.search}`)
  }, [announcer, pathname])

  return (
    <>
      <div className={styles.bar} data-phase={phase} aria-hidden="true" />
      {/* In the page from the start, so that screen readers notice its text arrive; a new key
          makes each announcement new text, even in the same words as the last. */}
      <div className="visually-hidden" role="status">
        {announcement ? <span key={announcement}>{pageLoaded}</span> : null}
      </div>
    </>
  )
}
