import type { ProgressPhase } from './progress-timing'

/** "Page loaded" is said only when the bar showed while a new page was on its way. */
export interface LoadAnnouncement {
  /** Called with every phase the bar enters. */
  phase(next: ProgressPhase): void
  /** A new page is in place: call it before that page's navigations are settled. */
  pageInPlace(): void
}

/** `onChange` gets 0 for silence, or a new number for each announcement, even in the same words. */
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
