import { useSyncExternalStore } from 'react'
import { useServices } from '../../services/ClientServices'
import type { ConsentSnapshot } from './consent-store'

const onServer = () => undefined

/** The privacy signals in the browser; undefined while rendering on the server. */
export function useConsent(): ConsentSnapshot | undefined {
  const { consent } = useServices()
  return useSyncExternalStore(consent.subscribe, consent.snapshot, onServer)
}
