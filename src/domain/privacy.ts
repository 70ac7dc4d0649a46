/** Nothing is measured without consent; Do Not Track or Global Privacy Control already said no. */

export type Consent = 'granted' | 'denied' | 'unknown'

export interface PrivacySignals {
  consent: Consent
  doNotTrack: boolean
  globalPrivacyControl: boolean
}

export const optedOutByBrowser = (signals: PrivacySignals): boolean =>
  signals.doNotTrack || signals.globalPrivacyControl

export const mayMeasure = (signals: PrivacySignals): boolean =>
  !optedOutByBrowser(signals) && signals.consent === 'granted'

export const shouldAskForConsent = (signals: PrivacySignals): boolean =>
  !optedOutByBrowser(signals) && signals.consent === 'unknown'

export const DEFAULT_CONSENT_MONTHS = 12

/** Whole months: asking on every visit is a wall; a choice over two years old no longer speaks. */
export const CONSENT_MONTHS = { min: 1, max: 24 } as const
export const CONSENT_MONTHS_RULE = `must be a whole number of months from ${CONSENT_MONTHS.min} to ${CONSENT_MONTHS.max}`

export const isConsentMonths = (value: unknown): value is number =>
  Number.isInteger(value) &&
  (value as number) >= CONSENT_MONTHS.min &&
  (value as number) <= CONSENT_MONTHS.max

/** The same day `months` later in UTC, or that month's last day when it is shorter. */
export function consentExpiry(answeredAt: Date, months: number): Date {
  const year = answeredAt.getUTCFullYear()
  const month = answeredAt.getUTCMonth() + months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const expiry = new Date(answeredAt.getTime())
  expiry.setUTCFullYear(year, month, Math.min(answeredAt.getUTCDate(), lastDay))
  return expiry
}

export const monthsInWords = (months: number): string =>
  `${months} ${months === 1 ? 'month' : 'months'}`
