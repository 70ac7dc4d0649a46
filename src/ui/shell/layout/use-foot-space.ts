import { useEffect, type RefObject } from 'react'
import type { FootCover } from '../../scheduling/in-sight'

/** What each fixed panel at the foot of the window covers, in CSS pixels from the bottom. */
const reservations = new Map<string, number>()

/** Each panel at the foot of the window, shown or not, by owner. */
const panels = new Map<string, HTMLElement>()

/** Every owner that has had a panel, so that a band gone is taken off the panels too. */
const owners = new Set<string>()

/** The owners whose shown panel spans the window's width, as measured with its band. */
const acrossWindow = new Set<string>()

/** Told whenever a band is taken, changed or given up. */
const listeners = new Set<() => void>()

const px = (space = 0) => (space > 0 ? `${Math.ceil(space)}px` : '')

// The root's paddings are set directly (a custom property on the root restyles the page); each
// panel gets every band as --foot-space-<owner>, so that one can stand above another.
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
  for (const listener of listeners) listener()
}

/**
 * What the shown panels cover, for what is counted in sight (an animation under one waits): a
 * panel across the window's width (the question's sheet on a phone) hides what is below its
 * edge; a card in a wide window's corner is beside most of what it overlaps, and leaves it in
 * sight. Read from what the panels measured, so that asking lays nothing out.
 */
export const footCover: FootCover = {
  over() {
    let covered = 0
    for (const owner of acrossWindow) covered = Math.max(covered, reservations.get(owner) ?? 0)
    return covered
  },
  onChange(listener) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}

/** While `active`, the fixed panel reserves the band it covers (WCAG 2.4.11). */
export function useFootSpace(owner: string, ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const panel = ref.current
    if (!panel) return
    panels.set(owner, panel)
    owners.add(owner)
    // Shown, it measures its band (now and on every resize); hidden, it hears the others'.
    const resize = active ? new ResizeObserver(() => reserve(owner, panel)) : undefined
    if (resize) resize.observe(panel)
    else publish()
    return () => {
      resize?.disconnect()
      panels.delete(owner)
      reservations.delete(owner)
      acrossWindow.delete(owner)
      publish()
    }
  }, [owner, ref, active])
}

function reserve(owner: string, panel: HTMLElement) {
  // From the layout, not the painted box: the panel may still be sliding in.
  const inset = parseFloat(getComputedStyle(panel).bottom) || 0
  reservations.set(owner, panel.offsetHeight + inset)
  const { left, right } = panel.getBoundingClientRect()
  if (left <= 0 && right >= document.documentElement.clientWidth - 1) acrossWindow.add(owner)
  else acrossWindow.delete(owner)
  publish()
}
