/**
 * Runs `task` once, when `element` first comes within `margin` (a CSS margin, as
 * IntersectionObserver's rootMargin) of the viewport. Returns a function that stops waiting.
 * Effects below the fold wait here, so that nothing loads for a part of the page not yet near.
 */
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
