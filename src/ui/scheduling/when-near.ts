/** Runs `task` once `element` comes within `margin` (a rootMargin) of the viewport. */
export function whenNear(element: Element, margin: string, task: () => void): () => void {
  const near = new IntersectionObserver(
    ([entry]) => {
      if (!entry?.isIntersecting) return
      near.disconnect()
      task()
    },
    { rootMargin: margin },
  )
  near.observe(element)
  return () => near.disconnect()
}
