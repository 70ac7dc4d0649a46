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

/** A GA4 measurement id: G- and letters or digits. */
export const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/
export const MEASUREMENT_ID_RULE = 'must be a GA4 measurement id such as G-AB12CD34EF'
