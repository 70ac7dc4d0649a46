/**
 * Whether the site may measure a visit. Nothing is measured without the visitor's consent, and
 * a browser that says Do Not Track or Global Privacy Control has already answered: no, without
 * being asked.
 */

export type Consent = 'granted' | 'denied' | 'unknown'

export interface PrivacySignals {
  /** The visitor's own choice, as remembered. */
  consent: Consent
  /** navigator.doNotTrack === '1' (or the old window.doNotTrack / msDoNotTrack). */
  doNotTrack: boolean
  /** navigator.globalPrivacyControl === true. */
  globalPrivacyControl: boolean
}

/** The browser itself has opted out: the visitor is not asked, and nothing is measured. */
export const optedOutByBrowser = (signals: PrivacySignals): boolean =>
  signals.doNotTrack || signals.globalPrivacyControl

export const mayMeasure = (signals: PrivacySignals): boolean =>
  !optedOutByBrowser(signals) && signals.consent === 'granted'

export const shouldAskForConsent = (signals: PrivacySignals): boolean =>
  !optedOutByBrowser(signals) && signals.consent === 'unknown'

/** How long a visitor's analytics choice holds, in months, when the content does not say. */
export const DEFAULT_CONSENT_MONTHS = 12

/**
 * The periods editors may set: whole months, at least one (asking on every visit is a wall),
 * at most two years (a choice older than that no longer speaks for the visitor).
 */
export const CONSENT_MONTHS = { min: 1, max: 24 } as const
export const CONSENT_MONTHS_RULE = `must be a whole number of months from ${CONSENT_MONTHS.min} to ${CONSENT_MONTHS.max}`

export const isConsentMonths = (value: unknown): value is number =>
  Number.isInteger(value) &&
  (value as number) >= CONSENT_MONTHS.min &&
  (value as number) <= CONSENT_MONTHS.max

/**
 * When a choice made at `answeredAt` stops holding: the same day of the month, `months` later
 * (in UTC), or that month's last day when it is shorter (31 January + 1 month = 28/29 February).
 */
export function consentExpiry(answeredAt: Date, months: number): Date {
  const year = answeredAt.getUTCFullYear()
  const month = answeredAt.getUTCMonth() + months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const expiry = new Date(answeredAt.getTime())
  expiry.setUTCFullYear(year, month, Math.min(answeredAt.getUTCDate(), lastDay))
  return expiry
}

/** The period in words, as the privacy policy states it: "1 month", "12 months". */
export const monthsInWords = (months: number): string =>
  `${months} ${months === 1 ? 'month' : 'months'}`
