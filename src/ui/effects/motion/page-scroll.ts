import type Lenis from 'lenis'
import { MOTION, REDUCED_MOTION_QUERY } from './settings'

// Everything that moves the page goes through here, so Lenis and the browser never fight.

let lenis: Lenis | undefined
const lenisListeners = new Set<(instance: Lenis | undefined) => void>()
/** Whether page scrolling is locked (a modal menu is open), whoever scrolls the page. */
let locked = false

export function setLenis(instance: Lenis | undefined) {
  lenis = instance
  // Lenis starts when the page is idle or at the first input, which may be the very keypress
  // that opened the menu: it arrives to a locked page and must not scroll it.
  if (locked) instance?.stop()
  for (const listener of lenisListeners) listener(instance)
}

/** Calls back with the Lenis instance now and whenever it changes (undefined when off). */
export function onLenis(listener: (instance: Lenis | undefined) => void): () => void {
  lenisListeners.add(listener)
  listener(lenis)
  return () => void lenisListeners.delete(listener)
}

/**
 * Draws every section the page left undrawn until they near the viewport (Section.module.css):
 * measured before that, a position is the stand-in sizes', and a jump lands beside its target.
 * For the rest of the visit: the first load, which the laziness is for, is over.
 */
export function drawWholePage() {
  const root = document.documentElement
  if (root.dataset.pageDrawn !== undefined) return
  root.dataset.pageDrawn = ''
  // Smooth scrolling clamps its targets to the page's height as last measured, the stand-ins'.
  lenis?.resize()
}

/** Where an element's top lands when scrolled to, honouring its scroll-margin-top. */
function scrollTopFor(element: Element): number {
  const margin = parseFloat(getComputedStyle(element).scrollMarginTop) || 0
  return Math.max(0, element.getBoundingClientRect().top + window.scrollY - margin)
}

export function scrollPageTo(target: number | Element, { immediate = false } = {}) {
  drawWholePage()
  const top = typeof target === 'number' ? target : scrollTopFor(target)
  const instant = immediate || window.matchMedia(REDUCED_MOTION_QUERY).matches
  if (lenis) {
    lenis.scrollTo(top, {
      immediate: instant,
      force: true,
      duration: MOTION.scrollToDurationS,
      easing: MOTION.scrollToEasing,
    })
  } else {
    window.scrollTo({ top, behavior: instant ? 'instant' : 'smooth' })
  }
}

export function lockPageScroll(lock: boolean) {
  locked = lock
  if (lock) lenis?.stop()
  else lenis?.start()
}

/** The element a URL hash names, if the page has one (percent-encoding allowed). */
export function elementForHash(hash: string): HTMLElement | null {
  const id = hash.replace(/^#/, '')
  if (!id) return null
  try {
    return document.getElementById(decodeURIComponent(id))
  } catch {
    return document.getElementById(id)
  }
}
