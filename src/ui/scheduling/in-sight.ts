/** Seen at these shares of the element: every tenth up to half, so a tall one is seen too. */
const SHARES_SEEN = [0, 0.1, 0.2, 0.3, 0.4, 0.5]

/** What covers the foot of the window (a fixed panel there), and when that changes. */
export interface FootCover {
  /** How far up from the window's foot the panels that hide what is under them reach, in CSS px. */
  over(): number
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
    if (inSight !== last) changed((last = inSight))
  }
  let covered: number | undefined
  let observer: IntersectionObserver | undefined
  /** Observes the window less the covered foot: a panel's edge is where sight ends. */
  const observe = () => {
    const now = cover?.over() ?? 0
    if (now === covered) return
    observer?.disconnect()
    observer = new IntersectionObserver(([entry]) => entry && tell(isInSight(entry)), {
      threshold: SHARES_SEEN,
      rootMargin: `0px 0px ${-now}px 0px`,
    })
    observer.observe(element)
    // A panel come over what was in sight is said now, not at the new observer's first report:
    // a player deciding whether to start must not act on what was in sight before it came.
    if (last && covered !== undefined && now > covered) {
      const { top, height } = element.getBoundingClientRect()
      tell(boxInSight(top, height, innerHeight - now))
    }
    covered = now
  }
  observe()
  const stopHearing = cover?.onChange(observe)
  return () => {
    stopHearing?.()
    observer?.disconnect()
  }
}

/** The same rule for a box `top` px down a screen `screen` px tall and `height` px tall. */
export function boxInSight(top: number, height: number, screen: number): boolean {
  const shown = Math.min(top + height, screen) - Math.max(top, 0)
  return shown > 0 && shown * 2 >= Math.min(height, screen)
}

type Sighting = Pick<
  IntersectionObserverEntry,
  'isIntersecting' | 'intersectionRatio' | 'intersectionRect' | 'rootBounds'
>

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
