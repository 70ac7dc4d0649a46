import { describe, expect, it } from 'vitest'
import { median } from '../../../scripts/bench/median'
import {
  chanceAbove,
  logSpreadOf,
  resolutionMarkdownOf,
  resolutionOf,
  runsForSamePageOf,
  seededRandom,
} from '../../../scripts/bench/resolution'

/** Largest paints spread like a busy two-core machine's: the same page, ±15 %. */
const SPREAD = [1073, 1109, 1157, 1166, 1202, 1226, 1262, 1298, 1309, 1351, 1395, 1491]

describe('median', () => {
  it('is the middle value, the mean of the two middle ones, or NaN for none', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNaN()
  })

  it('sorts an endless figure last, so that most runs reading it make it the median', () => {
    expect(median([Infinity, 5, Infinity])).toBe(Infinity)
    expect(median([Infinity, 5, 6])).toBe(6)
  })
})

describe('seededRandom', () => {
  it('gives the same numbers for the same seed, each in [0, 1)', () => {
    const first = seededRandom(7)
    const second = seededRandom(7)
    const drawn = Array.from({ length: 100 }, () => first())
    expect(drawn).toEqual(Array.from({ length: 100 }, () => second()))
    expect(drawn.every((value) => value >= 0 && value < 1)).toBe(true)
    expect(new Set(drawn).size).toBe(100)
  })
})

describe('chanceAbove', () => {
  it('is 0 for runs that never differ and 1 for runs always above the bound', () => {
    expect(chanceAbove([1000, 1000], [1000, 1000], 5, 1.05)).toBe(0)
    expect(chanceAbove([2000, 2100], [1000, 1010], 5, 1.05)).toBe(1)
  })

  it('is unknown without runs on either side', () => {
    expect(chanceAbove([], [1000], 5, 1.05)).toBeNaN()
    expect(chanceAbove([1000], [], 5, 1.05)).toBeNaN()
  })

  it('falls as each median takes more runs, for the same page measured twice', () => {
    const five = chanceAbove(SPREAD, SPREAD, 5, 1.05)
    const fortyOne = chanceAbove(SPREAD, SPREAD, 41, 1.05)
    expect(five).toBeGreaterThan(0.1)
    expect(fortyOne).toBeLessThan(five)
  })

  it('gives the same chance for the same runs every time', () => {
    expect(chanceAbove(SPREAD, SPREAD, 5, 1.05)).toBe(chanceAbove(SPREAD, SPREAD, 5, 1.05))
  })
})

describe('resolutionOf', () => {
  it('sets the route against both measurements of its twin, and the twin against itself', () => {
    const figures = resolutionOf(
      {
        route: '/privacy',
        site: [1300, 1320, 1340],
        twin: [1200, 1210, 1220],
        twinAgain: [1180, 1190, 1200],
      },
      5,
      1.05,
    )
    expect(figures).toMatchObject({
      route: '/privacy',
      rounds: 3,
      siteMedian: 1320,
      twinMedian: 1210,
      twinAgainMedian: 1190,
    })
    expect(figures.siteOverTwin).toBeCloseTo(1320 / 1200, 5)
    expect(figures.twinAgainOverTwin).toBeCloseTo(1190 / 1210, 5)
    expect(figures.missChance.site).toBe(1)
    expect(figures.missChance.samePage).toBe(0)
    expect(figures.runsForSamePage).toBe(5)
  })

  it('says how many runs a same-speed route needs to pass 19 bench runs in 20', () => {
    const half = SPREAD.length / 2
    const figures = resolutionOf(
      { route: '/', site: SPREAD, twin: SPREAD.slice(0, half), twinAgain: SPREAD.slice(half) },
      5,
      1.05,
    )
    expect(figures.missChance.samePage).toBeGreaterThan(0.05)
    expect(figures.runSpread).toBeCloseTo(logSpreadOf(SPREAD), 10)
    expect(figures.runsForSamePage).toBe(runsForSamePageOf(figures.runSpread, 5, 1.05))
    expect(figures.runsForSamePage).toBeGreaterThan(5)
  })
})

describe('logSpreadOf', () => {
  it('is the sample standard deviation of the logarithms, 0 for fewer than two runs', () => {
    expect(logSpreadOf([1000])).toBe(0)
    expect(logSpreadOf([1000, 1000, 1000])).toBe(0)
    expect(logSpreadOf([Math.E, Math.E ** 3])).toBeCloseTo(Math.SQRT2, 10)
  })
})

describe('runsForSamePageOf', () => {
  it("is the bench's own runs when those are enough", () => {
    expect(runsForSamePageOf(0, 5, 1.05)).toBe(5)
    expect(runsForSamePageOf(0.01, 5, 1.05)).toBe(5)
  })

  it('grows with the square of the spread', () => {
    // 2 · (√(π/2) · 0.08 · 1.6449 / ln 1.05)² ≈ 22.8, and four times that ≈ 91.2
    expect(runsForSamePageOf(0.08, 5, 1.05)).toBe(23)
    expect(runsForSamePageOf(0.16, 5, 1.05)).toBe(92)
  })
})

describe('resolutionMarkdownOf', () => {
  it('shows one row per route, and says what the chances are', () => {
    const markdown = resolutionMarkdownOf(
      [
        resolutionOf({ route: '/privacy', site: [1300], twin: [1200], twinAgain: [1210] }, 5, 1.05),
        resolutionOf(
          { route: '/', site: [500, 2500], twin: [600, 2400], twinAgain: [700, 2300] },
          5,
          1.05,
        ),
      ],
      5,
      1.05,
    )
    expect(markdown).toContain(
      '| /privacy | 1 | 1.30 s · 1.20 s · 1.21 s | 1.08 × | 1.01 × | 0 % | 100 % | 0.6 % | 5 |',
    )
    expect(markdown).toMatch(/^\| \/ \| 2 \| .* \| [\d.]+ % \| \d+ \|$/m)
    expect(markdown).toContain('above the budget (1.05 ×)')
  })
})
