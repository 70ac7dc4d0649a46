import { describe, expect, it } from 'vitest'
import { salaryText, workplaceText } from '@/domain/content/job-openings'

describe('a role’s facts in words', () => {
  it('names where the role is done', () => {
    const office = { city: 'Rotterdam', country: 'NL' }
    expect(workplaceText({ office })).toBe('Rotterdam')
    expect(workplaceText({ remoteRegion: 'Europe' })).toBe('Remote in Europe')
    expect(workplaceText({ office, remoteRegion: 'Europe' })).toBe('Rotterdam or remote in Europe')
  })

  it('gives the pay range in whole units of its currency, and its period', () => {
    expect(salaryText({ currency: 'EUR', minimum: 5400, maximum: 7000, per: 'month' })).toBe(
      '€5,400 – €7,000 a month',
    )
    expect(salaryText({ currency: 'GBP', minimum: 52000, maximum: 52000, per: 'year' })).toBe(
      '£52,000 a year',
    )
  })
})
