import { describe, expect, it } from 'vitest'
import { playsWithinBudget } from '@/ui/effects/lottie/play-budget'

describe('how often a looping animation plays before it rests (WCAG 2.2.2)', () => {
  it('plays as many whole times as fit in five seconds', () => {
    expect(playsWithinBudget(1, true)).toBe(5)
    expect(playsWithinBudget(2, true)).toBe(2)
    expect(playsWithinBudget(2.5, true)).toBe(2)
    expect(playsWithinBudget(4, true)).toBe(1)
    expect(playsWithinBudget(5, true)).toBe(1)
  })

  it('plays once when it is longer than that, or is not to loop', () => {
    expect(playsWithinBudget(8, true)).toBe(1)
    expect(playsWithinBudget(1, false)).toBe(1)
  })

  it('plays once when its length makes no sense', () => {
    expect(playsWithinBudget(0, true)).toBe(1)
    expect(playsWithinBudget(Number.NaN, true)).toBe(1)
    expect(playsWithinBudget(Number.POSITIVE_INFINITY, true)).toBe(1)
  })
})
