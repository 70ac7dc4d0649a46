'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { onFirstInput } from '../../scheduling/first-input'
import { hasHoveringPointer } from '../../scheduling/pointer'
import { whenIdle } from '../../scheduling/when-idle'
import { loadOnDemand } from '../../shell/errors/chunk-recovery'
import { elementForHash, scrollPageTo } from './page-scroll'
import { currentAddress, savedPosition, savePosition } from './scroll-positions'
import { useReducedMotion } from './use-reduced-motion'

type Arrival = 'first-load' | 'reload' | 'history' | 'link'

/** Smooth scrolling (Lenis) and where each page starts (see docs/motion.md). */
export function SmoothScroll() {
  const reducedMotion = useReducedMotion()
  const pathname = usePathname()
  const arrival = useRef<Arrival>('first-load')

  useEffect(() => {
    if (reducedMotion) return
    let stop: (() => void) | undefined
    let cancelled = false
    // Whichever comes first, idle or input, stops waiting for the other.
    const start = () => {
      stopIdle()
      stopInput()
      // Lenis and what drives it load together, only once they are wanted.
      loadOnDemand(() => import('./smooth-scrolling')).then(
        ({ startSmoothScrolling }) => {
          if (!cancelled) stop = startSmoothScrolling()
        },
        // Without its code the page keeps scrolling natively.
        () => undefined,
      )
    }
    const stopIdle = hasHoveringPointer() ? whenIdle(start) : () => undefined
    const stopInput = onFirstInput(start)
    return () => {
      cancelled = true
      stopIdle()
      stopInput()
      stop?.()
    }
  }, [reducedMotion])

  useEffect(() => {
    let pending: number | undefined
    const remember = () => {
      pending ??= window.setTimeout(() => {
        pending = undefined
        savePosition(currentAddress(), window.scrollY)
      }, 100)
    }
    const rememberNow = () => savePosition(currentAddress(), window.scrollY)
    const onPopState = () => (arrival.current = 'history')
    // Leaving by a link: the position of this page is kept before the address changes.
    const onClick = (event: MouseEvent) => {
      rememberNow()
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (link && !event.defaultPrevented) scrollToHashLink(link as HTMLAnchorElement, event)
    }
    const listening = new AbortController()
    const { signal } = listening
    window.addEventListener('scroll', remember, { passive: true, signal })
    window.addEventListener('popstate', onPopState, { signal })
    window.addEventListener('pagehide', rememberNow, { signal })
    document.addEventListener('click', onClick, { capture: true, signal })
    return () => {
      window.clearTimeout(pending)
      listening.abort()
    }
  }, [])

  // Before the new page is painted, so that the page transition shows it where it will stay.
  useLayoutEffect(() => {
    const how = arrival.current === 'first-load' ? firstArrival() : arrival.current
    arrival.current = 'link'
    placeNewPage(how)
  }, [pathname])

  return null
}

/** How the visitor came to the first page: afresh, or back to it (reload, back, forward). */
function firstArrival(): Arrival {
  // The site places pages itself; the browser's own restoring would fight smooth scrolling.
  history.scrollRestoration = 'manual'
  const navigation = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined
  const returning = navigation?.type === 'reload' || navigation?.type === 'back_forward'
  return returning ? 'reload' : 'first-load'
}

function placeNewPage(arrival: Arrival) {
  if (arrival === 'history' || arrival === 'reload') {
    const position = savedPosition(currentAddress())
    if (position !== undefined) return scrollPageTo(position, { immediate: true })
  }
  const target = elementForHash(location.hash)
  if (target) return scrollPageTo(target, { immediate: true })
  if (arrival !== 'first-load') scrollPageTo(0, { immediate: true })
}

/** An in-page link: scroll there on every click, put the hash in the address, move focus. */
function scrollToHashLink(link: HTMLAnchorElement, event: MouseEvent) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const url = new URL(link.href, location.href)
  if (url.origin !== location.origin || url.pathname !== location.pathname || !url.hash) return
  const target = elementForHash(url.hash)
  if (!target) return
  event.preventDefault()
  event.stopPropagation()
  if (location.hash !== url.hash) history.pushState(history.state, '', url.hash)
  scrollPageTo(target)
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}
