import { consentExpiry, type Consent, type PrivacySignals } from '@/domain/privacy'

// The visitor's dated analytics choice and the browser's privacy signals (see docs/motion.md).

export const CONSENT_STORAGE_KEY = 'alts:analytics-consent'

export type ConsentSnapshot = PrivacySignals & { reopened: boolean }

export interface ConsentStore {
  subscribe(listener: () => void): () => void
  /** The same object until something changes, so a component re-renders only on a change. */
  snapshot(): ConsentSnapshot
  choose(consent: 'granted' | 'denied'): void
  /** Shows the choice again, from the footer's Privacy choices. */
  reopen(): void
}

export interface ConsentStoreOptions {
  months: number
  /** The time now; the browser's clock unless a test fixes it. */
  now?: () => Date
  /** Where the choice is remembered; throws when storage is unavailable. */
  storage?: () => Storage
}

interface StoredChoice {
  consent: 'granted' | 'denied'
  answeredAt: string
}

export function storedChoice(consent: 'granted' | 'denied', answeredAt: Date): string {
  return JSON.stringify({ consent, answeredAt: answeredAt.toISOString() } satisfies StoredChoice)
}

/** The choice a stored value still stands for at `now`; `unknown` if absent, undated or expired. */
export function rememberedConsent(stored: string | null, now: Date, months: number): Consent {
  try {
    // Unreadable JSON and `null` throw here; anything else must name a known choice and its time.
    const { consent, answeredAt } = JSON.parse(stored ?? '') as Partial<StoredChoice>
    if ((consent !== 'granted' && consent !== 'denied') || typeof answeredAt !== 'string')
      return 'unknown'
    // An unreadable date expires at an invalid date, which `now` is never before.
    return now < consentExpiry(new Date(answeredAt), months) ? consent : 'unknown'
  } catch {
    return 'unknown'
  }
}

export function createConsentStore({
  months,
  now = () => new Date(),
  storage = () => localStorage,
}: ConsentStoreOptions): ConsentStore {
  const listeners = new Set<() => void>()
  let reopened = false
  /** This page's choice, for when storage is unavailable and cannot remember it. */
  let chosenHere: Consent = 'unknown'
  let snapshot: ConsentSnapshot | undefined

  function readConsent(): Consent {
    try {
      const remembered = rememberedConsent(storage().getItem(CONSENT_STORAGE_KEY), now(), months)
      return remembered === 'unknown' ? chosenHere : remembered
    } catch {
      return chosenHere
    }
  }

  function readSignals(): ConsentSnapshot {
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

  return {
    subscribe(listener) {
      listeners.add(listener)
      const onStorage = (event: StorageEvent) => {
        if (event.key === CONSENT_STORAGE_KEY) changed()
      }
      // A choice made in another tab applies here too.
      window.addEventListener('storage', onStorage)
      return () => {
        listeners.delete(listener)
        window.removeEventListener('storage', onStorage)
      }
    },
    snapshot() {
      snapshot ??= readSignals()
      return snapshot
    },
    choose(consent) {
      chosenHere = consent
      try {
        storage().setItem(CONSENT_STORAGE_KEY, storedChoice(consent, now()))
      } catch {
        // Not remembered (storage disabled): the choice still holds for this page.
      }
      reopened = false
      changed()
    },
    reopen() {
      reopened = true
      changed()
    },
  }
}
