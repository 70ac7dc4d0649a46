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

/** GSAP and ScrollTrigger, loaded once; <html data-reveals> says `ready` or `code_failed`. */
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

/** Reveals data-reveal elements below the fold; nothing is hidden before the code arrives. */
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
          if (!cancelled) cleanup = revealBelowTheFold(gsap, ScrollTrigger)
        },
        // Nothing was hidden waiting for the code: without it the page simply does not reveal.
        () => undefined,
      )
    }
    // After a client navigation the visitor is already here: set the page up at once.
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
