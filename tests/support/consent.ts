import {
  CONSENT_STORAGE_KEY,
  storedChoice,
  type ConsentSnapshot,
} from '../../src/ui/shell/consent/consent-store'

/*
 * A visitor's analytics choice as the site remembers it (src/ui/shell/consent/consent-store.ts),
 * for tests that start from an answered question.
 */

export { CONSENT_STORAGE_KEY }

/** The localStorage entry of a choice made at `answeredAt` (now, unless a test says when). */
export function answeredConsent(
  consent: Exclude<ConsentSnapshot['consent'], 'unknown'>,
  answeredAt = new Date(),
): { name: string; value: string } {
  return { name: CONSENT_STORAGE_KEY, value: storedChoice(consent, answeredAt) }
}

/** What the site remembers in the page's storage: the choice, and when it was made. */
export function rememberedChoice(value: string | null): { consent: string; answeredAt: string } {
  if (value === null) throw new Error('No analytics choice is remembered')
  return JSON.parse(value) as { consent: string; answeredAt: string }
}
