import { useEffect, type RefObject } from 'react'

/** The custom property global.css reads to keep focus and the page's end clear of fixed panels. */
const FOOT_SPACE_PROPERTY = '--foot-space'

/** What each fixed panel at the foot of the window covers, in CSS pixels from the bottom. */
const reservations = new Map<string, number>()

function publish(owner: string) {
  const root = document.documentElement.style
  const set = (property: string, space = 0) => {
    if (space > 0) root.setProperty(property, `${Math.ceil(space)}px`)
    else root.removeProperty(property)
  }
  // The whole band, and each panel's own, so another panel can stand above it.
  set(FOOT_SPACE_PROPERTY, Math.max(0, ...reservations.values()))
  set(`${FOOT_SPACE_PROPERTY}-${owner}`, reservations.get(owner))
}

/**
 * While `active`, the panel in `ref` (fixed at the foot of the window) reserves the band it
 * covers: the page gains that much room at its end and scrolls focused elements above it, so a
 * panel that is not modal never hides what has keyboard focus (WCAG 2.2, 2.4.11) nor the last
 * links of the page. The band is measured, not guessed: the panel's height follows its words
 * and the window's width. Each panel's own band is published too (`--foot-space-<owner>`), so
 * that one panel can stand above another.
 */
export function useFootSpace(owner: string, ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const panel = ref.current
    if (!active || !panel) return
    const measure = () => {
      // From the layout, not the painted box: the panel may still be sliding in.
      const inset = parseFloat(getComputedStyle(panel).bottom) || 0
      reservations.set(owner, panel.offsetHeight + inset)
      publish(owner)
    }
    // The observer calls back once at once, and again whenever the panel's size changes.
    const resize = new ResizeObserver(measure)
    resize.observe(panel)
    return () => {
      resize.disconnect()
      reservations.delete(owner)
      publish(owner)
    }
  }, [owner, ref, active])
}
