/** Seen at these shares of the element: every tenth up to half, so a tall one is seen too. */
const SHARES_SEEN = [0, 0.1, 0.2, 0.3, 0.4, 0.5]

/**
 * Calls `changed` with whether `element` is in sight, at once and whenever that changes: half
 * of it on screen, or, for one over twice the screen's height, half the screen filled by it.
 * A sliver at the screen's edge is not in sight: an animation that plays once (WCAG 2.2.2)
 * waits for the visitor to scroll it into view rather than play its one run there unseen.
 */
export function watchInSight(element: Element, changed: (inSight: boolean) => void): () => void {
  let last: boolean | undefined
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry) return
      const inSight = isInSight(entry)
      if (inSight === last) return
      last = inSight
      changed(inSight)
    },
    { threshold: SHARES_SEEN },
  )
  observer.observe(element)
  return () => observer.disconnect()
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
