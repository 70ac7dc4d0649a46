import Lenis from 'lenis'
import { addFrameCallback } from './frame-loop'
import { drawWholePage, setLenis } from './page-scroll'
import { MOTION, NATIVE_SCROLL_ATTRIBUTE } from './settings'

// Smooth scrolling itself, loaded with Lenis once the page is idle or has had its first input
// (SmoothScroll.tsx): none of it is in a page's first-load JavaScript.

/** Lenis driving the page, in the site's one frame loop; returns a function that stops it. */
export function startSmoothScrolling(): () => void {
  // Lenis measures the page's height once, here: the real one, not the stand-ins'.
  drawWholePage()
  const lenis = new Lenis({
    lerp: MOTION.lerp,
    autoRaf: false,
    allowNestedScroll: true,
    stopInertiaOnNavigate: true,
    prevent: (node) => node.closest(`[${NATIVE_SCROLL_ATTRIBUTE}]`) !== null,
  })
  setLenis(lenis)
  const stopFrames = addFrameCallback((time) => lenis.raf(time))
  const stopKeys = listenToScrollKeys(lenis)
  return () => {
    stopKeys()
    stopFrames()
    setLenis(undefined)
    lenis.destroy()
  }
}

/** Arrow keys, Page Up/Down, Space, Home and End move the page smoothly, by fixed steps. */
function listenToScrollKeys(lenis: Lenis): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey) return
    const target = event.target as HTMLElement | null
    if (target?.closest(`input, textarea, select, [contenteditable], [${NATIVE_SCROLL_ATTRIBUTE}]`))
      return
    const page = window.innerHeight * 0.9
    const steps: Record<string, number> = {
      ArrowDown: MOTION.keyboardStepPx,
      ArrowUp: -MOTION.keyboardStepPx,
      PageDown: page,
      PageUp: -page,
      Home: -Infinity,
      End: Infinity,
    }
    // Space pages, unless it is pressing a button or following a link.
    if (event.key === ' ' && !target?.closest('button, a, summary, [role="button"]')) {
      steps[' '] = event.shiftKey ? -page : page
    }
    const step = steps[event.key]
    if (step === undefined) return
    event.preventDefault()
    lenis.scrollTo(Math.min(Math.max(lenis.targetScroll + step, 0), lenis.limit))
  }
  window.addEventListener('keydown', onKeyDown)
  return () => window.removeEventListener('keydown', onKeyDown)
}
