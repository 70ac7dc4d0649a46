import { gsap } from 'gsap'
import { ScrollTrigger } from 'gsap/ScrollTrigger'
import { driveWithTicker } from './frame-loop'
import { drawWholePage, onLenis } from './page-scroll'
import { MOTION, REVEAL_ATTRIBUTE } from './settings'

// The reveals themselves, loaded with GSAP at the first input (ScrollReveals.tsx): none of it is
// in a page's first-load JavaScript. Loading it sets GSAP up once for the whole visit.
gsap.registerPlugin(ScrollTrigger)
driveWithTicker(gsap.ticker)
document.documentElement.dataset.reveals = 'ready'

/** Hides the data-reveal elements below the fold and reveals each as it scrolls into view. */
export function revealBelowTheFold(): () => void {
  // Where each element starts is measured once, below: on the page's real geometry.
  drawWholePage()
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
