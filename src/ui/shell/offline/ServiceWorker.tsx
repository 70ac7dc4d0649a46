'use client'

import { useEffect } from 'react'
import { whenIdle } from '../../scheduling/when-idle'
import { whenNetworkQuiet } from '../../scheduling/when-network-quiet'

/** Where the build writes the worker (see serwist.config.js). */
const WORKER_URL = '/sw.js'

/**
 * Registers the service worker in production builds once the page has loaded, its own requests
 * have gone quiet and the browser is idle, so neither its registration nor the files it keeps for
 * offline (the whole app shell) compete with the page: on a phone, an animation that starts once
 * the page is idle loads its code and data after the load event, and a worker installing beside
 * it lengthened the page's own tasks (docs/benchmarks.md). In development it removes any worker a
 * production run left on this origin, which would otherwise serve stale pages to `next dev`.
 */
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
