import { useEffect, type RefObject } from 'react'

/** What each fixed panel at the foot of the window covers, in CSS pixels from the bottom. */
const reservations = new Map<string, number>()

/** Each panel at the foot of the window, shown or not, by owner. */
const panels = new Map<string, HTMLElement>()

/** Every owner that has had a panel, so that a band gone is taken off the panels too. */
const owners = new Set<string>()

const px = (space = 0) => (space > 0 ? `${Math.ceil(space)}px` : '')

/**
 * The whole band becomes the root's own padding at the end of the page (room for the page's last
 * links to scroll above the panels; it continues the footer rather than showing as a strip of page)
 * and its bottom scroll padding (the browser scrolls whatever takes focus clear of them; only the
 * end of the window, where the framework's scrolling between pages aligns to the start). Set as
 * the two properties themselves, not as a custom property the style sheet reads: changing any
 * custom property on the root, inherited or not, restyles the whole page (20–50 ms on a phone, 4×
 * slowed, as the consent question appears during the load); these two, the root alone.
 *
 * Each panel's own band goes on the panels themselves (`--foot-space-<owner>`), so that one can
 * stand above another.
 */
function publish() {
  const root = document.documentElement.style
  const band = px(Math.max(0, ...reservations.values()))
  root.paddingBottom = band
  root.scrollPaddingBottom = band
  for (const panel of panels.values()) {
    for (const owner of owners) {
      const space = px(reservations.get(owner))
      if (space) panel.style.setProperty(`--foot-space-${owner}`, space)
      else panel.style.removeProperty(`--foot-space-${owner}`)
    }
  }
}

/**
 * While `active`, the panel in `ref` (fixed at the foot of the window) reserves the band it
 * covers: the page gains that much room at its end and scrolls focused elements above it, so a
 * panel that is not modal never hides what has keyboard focus (WCAG 2.2, 2.4.11) nor the last
 * links of the page. The band is measured, not guessed: the panel's height follows its words
 * and the window's width. Every such panel, shown or not, is told each panel's own band
 * (`--foot-space-<owner>`), so that one panel can stand above another.
 */
export function useFootSpace(owner: string, ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const panel = ref.current
    if (!panel) return
    panels.set(owner, panel)
    owners.add(owner)
    // Shown, it measures its band (the observer calls back once at once, and again whenever the
    // panel's size changes); hidden, it is told the other panels' bands all the same.
    const resize = active ? new ResizeObserver(() => reserve(owner, panel)) : undefined
    if (resize) resize.observe(panel)
    else publish()
    return () => {
      resize?.disconnect()
      panels.delete(owner)
      reservations.delete(owner)
      publish()
    }
  }, [owner, ref, active])
}

function reserve(owner: string, panel: HTMLElement) {
  // From the layout, not the painted box: the panel may still be sliding in.
  const inset = parseFloat(getComputedStyle(panel).bottom) || 0
  reservations.set(owner, panel.offsetHeight + inset)
  publish()
}
