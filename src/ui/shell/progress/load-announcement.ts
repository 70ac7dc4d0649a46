import type { ProgressPhase } from './progress-timing'

/**
 * When the progress bar's completion is said out loud: only when the bar showed while a new page
 * was on its way, once, as the bar finishes. A fast navigation (the bar never showed) says
 * nothing: focus moving to the new page's heading is enough. Nor does a slow data fetch on the
 * page the visitor is already reading (an animation's data): that would interrupt for nothing.
 */
export interface LoadAnnouncement {
  /** Called with every phase the bar enters. */
  phase(next: ProgressPhase): void
  /** A new page is in place: call it before that page's navigations are settled. */
  pageInPlace(): void
}

/**
 * `onChange` receives 0 for silence, or the number of the announcement to make: a new number is
 * a new announcement, even in the same words, so a live region can render it as new text.
 */
export function loadAnnouncement(onChange: (announcement: number) => void): LoadAnnouncement {
  let previous: ProgressPhase = 'idle'
  let pageArrived = false
  let made = 0
  let current = 0
  const change = (next: number) => {
    if (next === current) return
    current = next
    onChange(next)
  }
  return {
    phase(next) {
      // A new wait begins: the last "loaded" is old news (clearing it says nothing).
      if (next === 'waiting') change(0)
      if (next === 'finishing' && pageArrived) change(++made)
      if (next !== 'loading') pageArrived = false
      previous = next
    },
    pageInPlace() {
      if (previous === 'loading') pageArrived = true
    },
  }
}
