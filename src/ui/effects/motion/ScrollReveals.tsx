'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { onFirstInput } from '../../scheduling/first-input'
import { loadOnDemand } from '../../shell/errors/chunk-recovery'
import type { revealBelowTheFold } from './reveal-below-the-fold'
import { useReducedMotion } from './use-reduced-motion'

let loading: Promise<{ revealBelowTheFold: typeof revealBelowTheFold }> | undefined

/** GSAP, ScrollTrigger and the reveals, loaded once; <html data-reveals> says `ready` or `code_failed`. */
function loadReveals() {
  loading ??= loadOnDemand(() => import('./reveal-below-the-fold')).catch((error: unknown) => {
    document.documentElement.dataset.reveals = 'code_failed'
    throw error
  })
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
      loadReveals().then(
        ({ revealBelowTheFold }) => {
          if (!cancelled) cleanup = revealBelowTheFold()
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
