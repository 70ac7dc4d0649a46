/**
 * WCAG 2.2.2: a decorative animation, which nothing offers to pause, stops within five seconds:
 * it plays the whole times that fit in them, at least once (a longer one plays once).
 */
export function playsWithinBudget(seconds: number, loop: boolean): number {
  if (!loop || !Number.isFinite(seconds) || seconds <= 0) return 1
  return Math.max(1, Math.floor(5 / seconds))
}
