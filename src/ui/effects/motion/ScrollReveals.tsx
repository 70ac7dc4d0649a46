'use client'

import type { gsap } from 'gsap'
import type { ScrollTrigger } from 'gsap/ScrollTrigger'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { onFirstInput } from '../../scheduling/first-input'
import { loadOnDemand } from '../../shell/errors/chunk-recovery'
import { driveWithTicker } from './frame-loop'
import { onLenis } from './page-scroll'
import { MOTION, REVEAL_ATTRIBUTE } from './settings'
import { useReducedMotion } from './use-reduced-motion'

type Gsap = typeof gsap
type ScrollTriggerType = typeof ScrollTrigger

let loading: Promise<{ gsap: Gsap; ScrollTrigger: ScrollTriggerType }> | undefined

/**
 * GSAP and ScrollTrigger, loaded once, when first needed. Whether they arrived shows on
 * <html data-reveals>: `ready`, or `code_failed` when their code could not be loaded (after the
 * one reload chunk-recovery.ts allows), and the page stays as it is, without reveals.
 */
function loadGsap() {
  loading ??= loadOnDemand(() => Promise.all([import('gsap'), import('gsap/ScrollTrigger')])).then(
    ([{ gsap }, { ScrollTrigger }]) => {
      gsap.registerPlugin(ScrollTrigger)
      driveWithTicker(gsap.ticker)
      document.documentElement.dataset.reveals = 'ready'
      return { gsap, ScrollTrigger }
    },
    (error: unknown) => {
      document.documentElement.dataset.reveals = 'code_failed'
      throw error
    },
  )
  return loading
}

/**
 * Elements marked data-reveal fade and rise into place as they scroll into view (GSAP
 * ScrollTrigger, in batches gathered over 16 ms; ScrollTrigger settles 200 ms after scrolling
 * ends and 200 ms after a resize). Nothing is hidden before the code arrives, and what is on
 * screen when it does stays as it is: only elements below the fold are set to reveal, by
 * opacity and transform, which never move the layout. Off for visitors who prefer reduced
 * motion. The code loads on the visitor's first input, so it costs nothing before it.
 */
export function ScrollReveals() {
  const reducedMotion = useReducedMotion()
  const pathname = usePathname()

  useEffect(() => {
    if (reducedMotion) return
    let cleanup: (() => void) | undefined
    let cancelled = false
    let stopWaiting: (() => void) | undefined
    const start = () => {
      stopWaiting?.()
      loadGsap().then(
        ({ gsap, ScrollTrigger }) => {
          if (cancelled) return
          cleanup = revealBelowTheFold(gsap, ScrollTrigger)
        },
        // Nothing was hidden waiting for the code: without it the page simply does not reveal.
        () => undefined,
      )
    }
    // After a client navigation the visitor is already here: set the page up at once. GSAP is
    // not needed before the first sign of a visitor using the page.
    if (loading) start()
    else stopWaiting = onFirstInput(start)
    return () => {
      cancelled = true
      stopWaiting?.()
      cleanup?.()
    }
  }, [reducedMotion, pathname])

  return null
}

function revealBelowTheFold(gsap: Gsap, ScrollTrigger: ScrollTriggerType): () => void {
  const fold = window.innerHeight
  const elements = [...document.querySelectorAll<HTMLElement>(`[${REVEAL_ATTRIBUTE}]`)].filter(
    (element) => element.getBoundingClientRect().top > fold,
  )
  if (elements.length === 0) return () => undefined
  gsap.set(elements, { opacity: 0, y: 32 })
  const triggers = ScrollTrigger.batch(elements, {
    interval: MOTION.revealBatchIntervalS,
    start: 'top 92%',
    once: true,
    onEnter: (batch) =>
      gsap.to(batch, {
        opacity: 1,
        y: 0,
        duration: 0.8,
        ease: 'power3.out',
        stagger: 0.07,
        overwrite: true,
      }),
  })
  // Smooth scrolling moves the page outside ScrollTrigger's view: tell it on every scroll.
  let stopUpdates: (() => void) | undefined
  const stopListening = onLenis((lenis) => {
    stopUpdates?.()
    stopUpdates = lenis?.on('scroll', ScrollTrigger.update)
  })
  ScrollTrigger.refresh()
  return () => {
    stopListening()
    stopUpdates?.()
    triggers.forEach((trigger) => trigger.kill())
    gsap.set(elements, { clearProps: 'opacity,transform' })
  }
}
