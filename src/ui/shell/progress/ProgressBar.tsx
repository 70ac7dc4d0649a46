'use client'

import { usePathname } from 'next/navigation'
import { useLayoutEffect, useRef } from 'react'
import { loadAnnouncement, type LoadAnnouncement } from './load-announcement'
import styles from './ProgressBar.module.css'
import { progressTiming } from './progress-timing'
import { navigationsSettled, onRequestsInFlight, requestsInFlight } from './requests-in-flight'

/** The progress bar and its live region, written from the timing (React could defer a phase). */
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

  // Before the effect below, so the bar listens from the moment the first page is in place.
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
      {/* In the page from the start, so that screen readers notice its text arrive. */}
      <div ref={region} className="visually-hidden" role="status" />
    </>
  )
}

/** A new element each time, so the same words are said again; `null` empties the region. */
function say(region: HTMLElement, text: string | null) {
  if (text === null) return region.replaceChildren()
  const words = document.createElement('span')
  words.textContent = text
  region.replaceChildren(words)
}
