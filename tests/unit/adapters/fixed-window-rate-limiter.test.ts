import { describe, expect, it } from 'vitest'
import { FixedWindowRateLimiter } from '@/adapters/rate-limit/fixed-window-rate-limiter'

function limiter(overrides: { maxClients?: number } = {}) {
  let now = 0
  const limits = new FixedWindowRateLimiter({
    perClient: 2,
    overall: 5,
    windowMs: 1_000,
    maxClients: overrides.maxClients ?? 100,
    now: () => now,
  })
  return { limits, advance: (ms: number) => (now += ms) }
}

const takes = (limits: FixedWindowRateLimiter, client: string, times: number) =>
  Array.from({ length: times }, () => limits.take(client))

describe('the fixed-window rate limiter', () => {
  it('allows each client its share of a window, then refuses until the next', () => {
    const { limits, advance } = limiter()
    expect(takes(limits, 'a', 3)).toEqual([true, true, false])
    expect(limits.take('b')).toBe(true)
    advance(999)
    expect(limits.take('a')).toBe(false)
    advance(1)
    expect(takes(limits, 'a', 3)).toEqual([true, true, false])
  })

  it('caps all clients together', () => {
    const { limits } = limiter()
    const answers = ['a', 'b', 'c', 'd'].flatMap((client) => takes(limits, client, 2))
    expect(answers.filter(Boolean)).toHaveLength(5)
    expect(limits.take('e')).toBe(false)
  })

  it('remembers at most maxClients a window: others share the overall limit only', () => {
    const { limits } = limiter({ maxClients: 1 })
    expect(takes(limits, 'a', 3)).toEqual([true, true, false])
    // Not remembered, so not limited per client; the overall limit still holds.
    expect(takes(limits, 'b', 4)).toEqual([true, true, true, false])
  })
})
