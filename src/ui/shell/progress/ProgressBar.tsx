'use client'

import { usePathname } from 'next/navigation'
import { useLayoutEffect, useRef } from 'react'
import { loadAnnouncement, type LoadAnnouncement } from './load-announcement'
import styles from './ProgressBar.module.css'
import { progressTiming } from './progress-timing'
import { navigationsSettled, onRequestsInFlight, requestsInFlight } from './requests-in-flight'

/**
 * A thin bar along the top of the window while the visitor waits: it counts navigations and
 * data fetches in flight, appears only after 200 ms so fast loads do not flicker, and finishes
 * when the last request completes. The bar itself is decoration, hidden from assistive
 * technology; what it tells is said in a polite live region instead, and only when it matters:
 * a page the visitor waited for (the bar showed) ends with "page loaded" (see load-announcement).
 *
 * The bar's phase and the region's words are written straight from the timing, not through
 * React state. A busy renderer batches and defers state updates: a bar could go
 * loading → finishing → idle without ever being drawn, or finish before its words arrived, while
 * the announcer had already decided. Written directly, what shows and what is said follow the
 * same phases at the same moment, and neither costs a render.
 */
export function ProgressBar({ pageLoaded }: { pageLoaded: string }) {
  const pathname = usePathname()
  const bar = useRef<HTMLDivElement>(null)
  const region = useRef<HTMLDivElement>(null)
  const announcer = useRef<LoadAnnouncement>(null)
  // The words as last rendered: an editor's change to them arrives as a new prop.
  const words = useRef(pageLoaded)
  useLayoutEffect(() => {
    words.current = pageLoaded
  }, [pageLoaded])

  // Declared before the effect below, so that it runs first: the bar listens from the moment the
  // first page is in place.
  useLayoutEffect(() => {
    const announcing = loadAnnouncement((announcement) => {
      if (region.current) say(region.current, announcement ? words.current : null)
    })
    announcer.current = announcing
    const timing = progressTiming((next) => {
      announcing.phase(next)
      if (bar.current) bar.current.dataset.phase = next
    })
    timing.update(requestsInFlight())
    const stop = onRequestsInFlight((count) => timing.update(count))
    return () => {
      stop()
      timing.dispose()
      announcer.current = null
    }
  }, [])

  // A new page is in place: the navigations that led here are over.
  useLayoutEffect(() => {
    announcer.current?.pageInPlace()
    navigationsSettled(`${pathname}${location.search}`)
  }, [pathname])

  return (
    <>
      {/* React renders the first phase only; the timing writes every phase after it. */}
      <div ref={bar} className={styles.bar} data-phase="idle" aria-hidden="true" />
      {/* In the page from the start, so that screen readers notice its text arrive. React renders
          it empty and leaves its content to `say`. */}
      <div ref={region} className="visually-hidden" role="status" />
    </>
  )
}

/**
 * Puts `text` in the live region as a new element, so that screen readers say it even in the
 * same words as the last time; `null` empties it (which says nothing).
 */
function say(region: HTMLElement, text: string | null) {
  if (text === null) return region.replaceChildren()
  const words = document.createElement('span')
  words.textContent = text
  region.replaceChildren(words)
}
