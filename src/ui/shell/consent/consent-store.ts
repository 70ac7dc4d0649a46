import type { Consent, PrivacySignals } from '@/domain/privacy'

/**
 * The visitor's analytics choice, remembered in localStorage, and the browser's own privacy
 * signals. Components read it through useSyncExternalStore.
 */

const STORAGE_KEY = 'alts:analytics-consent'
const listeners = new Set<() => void>()
let reopened = false
/** This page's choice, for when storage is unavailable and cannot remember it. */
let chosenHere: Consent = 'unknown'
let snapshot: (PrivacySignals & { reopened: boolean }) | undefined

function readConsent(): Consent {
  try {
    const stored = localStorage.getItem(STORAGE_KEY)
    return stored === 'granted' || stored === 'denied' ? stored : chosenHere
  } catch {
    return chosenHere
  }
}

function readSignals(): PrivacySignals & { reopened: boolean } {
  const legacy = window as { doNotTrack?: string; msDoNotTrack?: string } & Window
  const dnt = navigator.doNotTrack ?? legacy.doNotTrack ?? legacy.msDoNotTrack
  const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl
  return {
    consent: readConsent(),
    doNotTrack: dnt === '1' || dnt === 'yes',
    globalPrivacyControl: gpc === true,
    reopened,
  }
}

function changed() {
  snapshot = undefined
  for (const listener of listeners) listener()
}

export function subscribeToConsent(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) changed()
  }
  // A choice made in another tab applies here too.
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The same object until something changes, as useSyncExternalStore requires. */
export function consentSnapshot(): PrivacySignals & { reopened: boolean } {
  snapshot ??= readSignals()
  return snapshot
}

export function chooseConsent(consent: 'granted' | 'denied') {
  chosenHere = consent
  try {
    localStorage.setItem(STORAGE_KEY, consent)
  } catch {
    // Not remembered (storage disabled): the choice still holds for this page.
  }
  reopened = false
  changed()
}

/** Shows the choice again, from the footer's Privacy choices. */
export function reopenConsent() {
  reopened = true
  changed()
}
