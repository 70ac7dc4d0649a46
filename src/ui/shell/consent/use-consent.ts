import { useBrowserValue } from '../../scheduling/use-browser-value'
import { useServices } from '../../services/ClientServices'
import type { ConsentSnapshot } from './consent-store'

/** The privacy signals in the browser; undefined on the server, and until the browser has been read. */
export function useConsent(): ConsentSnapshot | undefined {
  const { consent } = useServices()
  return useBrowserValue<ConsentSnapshot | undefined>(
    consent.subscribe,
    consent.snapshot,
    undefined,
  )
}
