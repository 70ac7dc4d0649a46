import { describe, expect, it } from 'vitest'
import {
  consentExpiry,
  isConsentMonths,
  mayMeasure,
  monthsInWords,
  shouldAskForConsent,
  type PrivacySignals,
} from '@/domain/privacy'

const signals = (overrides: Partial<PrivacySignals>): PrivacySignals => ({
  consent: 'unknown',
  doNotTrack: false,
  globalPrivacyControl: false,
  ...overrides,
})

describe('whether a visit may be measured', () => {
  it('only with consent', () => {
    expect(mayMeasure(signals({ consent: 'unknown' }))).toBe(false)
    expect(mayMeasure(signals({ consent: 'denied' }))).toBe(false)
    expect(mayMeasure(signals({ consent: 'granted' }))).toBe(true)
  })

  it('never when the browser says Do Not Track or Global Privacy Control, whatever was chosen', () => {
    expect(mayMeasure(signals({ consent: 'granted', doNotTrack: true }))).toBe(false)
    expect(mayMeasure(signals({ consent: 'granted', globalPrivacyControl: true }))).toBe(false)
  })

  it('asks only a visitor who has not chosen and whose browser has not answered for them', () => {
    expect(shouldAskForConsent(signals({}))).toBe(true)
    expect(shouldAskForConsent(signals({ consent: 'denied' }))).toBe(false)
    expect(shouldAskForConsent(signals({ doNotTrack: true }))).toBe(false)
    expect(shouldAskForConsent(signals({ globalPrivacyControl: true }))).toBe(false)
  })
})

describe('how long an analytics choice holds', () => {
  const at = (iso: string) => new Date(iso)

  it('ends the same day of the month, the given number of months later', () => {
    expect(consentExpiry(at('2026-03-15T09:30:00.000Z'), 12).toISOString()).toBe(
      '2027-03-15T09:30:00.000Z',
    )
    expect(consentExpiry(at('2026-11-20T00:00:00.000Z'), 3).toISOString()).toBe(
      '2027-02-20T00:00:00.000Z',
    )
  })

  it('ends on the last day of a shorter month', () => {
    expect(consentExpiry(at('2026-01-31T12:00:00.000Z'), 1).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    )
    expect(consentExpiry(at('2027-01-31T12:00:00.000Z'), 1).toISOString()).toBe(
      '2027-02-28T12:00:00.000Z',
    )
    expect(consentExpiry(at('2027-12-31T12:00:00.000Z'), 2).toISOString()).toBe(
      '2028-02-29T12:00:00.000Z',
    )
  })

  it('may be set in whole months from 1 to 24', () => {
    expect([1, 12, 24].every(isConsentMonths)).toBe(true)
    expect([0, 25, 6.5, -12, Number.NaN, '12', null].some(isConsentMonths)).toBe(false)
  })

  it('is stated in words', () => {
    expect(monthsInWords(1)).toBe('1 month')
    expect(monthsInWords(12)).toBe('12 months')
  })
})
