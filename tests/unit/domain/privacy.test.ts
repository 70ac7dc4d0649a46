import { describe, expect, it } from 'vitest'
import { mayMeasure, shouldAskForConsent, type PrivacySignals } from '@/domain/privacy'

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
