/**
 * WCAG 2.2.2: something that moves on its own for more than five seconds needs a way to stop
 * it. A decorative animation has none, so it stops by itself within that time.
 */
export const PLAY_BUDGET_SECONDS = 5

/**
 * How many times in a row an animation of `seconds` plays: as many whole plays as fit in the
 * budget, and at least one (an animation longer than the budget plays once and rests).
 */
export function playsWithinBudget(seconds: number, loop: boolean): number {
  if (!loop || !Number.isFinite(seconds) || seconds <= 0) return 1
  return Math.max(1, Math.floor(PLAY_BUDGET_SECONDS / seconds))
}
