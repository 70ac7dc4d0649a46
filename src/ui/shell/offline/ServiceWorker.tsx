'use client'

import { useEffect } from 'react'
import { whenIdle } from '../../scheduling/when-idle'
import { whenNetworkQuiet } from '../../scheduling/when-network-quiet'

/** Where the build writes the worker (see serwist.config.js). */
const WORKER_URL = '/sw.js'

/** Registers the service worker once the page is loaded, quiet and idle; removes it in dev. */
export function ServiceWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    if (process.env.NODE_ENV !== 'production') {
      void navigator.serviceWorker
        .getRegistrations()
        .then((registrations) => registrations.forEach((registration) => registration.unregister()))
      return
    }
    let stopWaiting: (() => void) | undefined
    const register = () => {
      stopWaiting = whenNetworkQuiet(() => {
        stopWaiting = whenIdle(() => {
          navigator.serviceWorker
            .register(WORKER_URL, { scope: '/', updateViaCache: 'none' })
            .catch(() => {
              // Without a worker the site works as any website: online only.
            })
        })
      })
    }
    if (document.readyState === 'complete') register()
    else window.addEventListener('load', register, { once: true })
    return () => {
      window.removeEventListener('load', register)
      stopWaiting?.()
    }
  }, [])
  return null
}
