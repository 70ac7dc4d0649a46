/** Seen at these shares of the element: every tenth up to half, so a tall one is seen too. */
const SHARES_SEEN = [0, 0.1, 0.2, 0.3, 0.4, 0.5]

/** What covers the foot of the window (a fixed panel there), and when that changes. */
export interface FootCover {
  /** How far up from the window's foot the panels over `element`'s columns reach, in CSS px. */
  over(element: Element): number
  onChange(listener: () => void): () => void
}

/**
 * Calls `changed` with whether `element` is in sight, at once and whenever that changes: half
 * of it on screen, or, for one over twice the screen's height, half the screen filled by it.
 * A sliver at the screen's edge is not in sight: an animation that plays once (WCAG 2.2.2)
 * waits for the visitor to scroll it into view rather than play its one run there unseen.
 * What a panel at the window's foot covers is not on screen either (`cover`): the analytics
 * question on a phone's first visit can hide a whole hero.
 */
export function watchInSight(
  element: Element,
  changed: (inSight: boolean) => void,
  cover?: FootCover,
): () => void {
  let last: boolean | undefined
  const tell = (inSight: boolean) => {
    if (inSight === last) return
    last = inSight
    changed(inSight)
  }
  let observer: IntersectionObserver | undefined
  let covered = cover?.over(element) ?? 0
  /** Observes the window less the covered foot: a panel's edge is where sight ends. */
  const observe = () => {
    observer?.disconnect()
    observer = new IntersectionObserver(([entry]) => entry && tell(isInSight(entry)), {
      threshold: SHARES_SEEN,
      rootMargin: `0px 0px ${-covered}px 0px`,
    })
    observer.observe(element)
  }
  observe()
  const stopHearing = cover?.onChange(() => {
    const now = cover.over(element)
    if (now === covered) return
    covered = now
    observe()
    // Said now, not at the new observer's first report: a player deciding whether to start
    // must not act on what was in sight before the panel came.
    tell(isInSight(sightingOf(element.getBoundingClientRect(), innerHeight - covered)))
  })
  return () => {
    stopHearing?.()
    observer?.disconnect()
  }
}

type Sighting = Pick<
  IntersectionObserverEntry,
  'isIntersecting' | 'intersectionRatio' | 'intersectionRect' | 'rootBounds'
>

/** What an IntersectionObserver would report of `box` on a screen `screenHeight` tall. */
export function sightingOf(box: { top: number; height: number }, screenHeight: number): Sighting {
  const shown = Math.max(0, Math.min(box.top + box.height, screenHeight) - Math.max(box.top, 0))
  return {
    isIntersecting: shown > 0,
    intersectionRatio: box.height > 0 ? shown / box.height : 0,
    intersectionRect: { height: shown } as DOMRectReadOnly,
    rootBounds: { height: screenHeight } as DOMRectReadOnly,
  }
}

export function isInSight({
  isIntersecting,
  intersectionRatio,
  intersectionRect,
  rootBounds,
}: Sighting): boolean {
  if (!isIntersecting) return false
  if (intersectionRatio >= 0.5) return true
  // In a frame of another origin (the Studio's preview) the screen's size is not told.
  return rootBounds !== null && intersectionRect.height >= rootBounds.height / 2
}
