import { useSyncExternalStore } from 'react'
import type { PrivacySignals } from '@/domain/privacy'
import { consentSnapshot, subscribeToConsent } from './consent-store'

/** The privacy signals in the browser; undefined while rendering on the server. */
export function useConsent(): (PrivacySignals & { reopened: boolean }) | undefined {
  return useSyncExternalStore(subscribeToConsent, consentSnapshot, () => undefined)
}
