'use client'

import { useEffect } from 'react'
import { useFailureReports } from '../../services/ClientServices'
import { isChunkLoadError, takeUnreportedChunkReload } from './chunk-recovery'

/** Reports uncaught errors of the site's own code, and a chunk reload that led here. */
export function ReportFailures() {
  const failures = useFailureReports()

  useEffect(() => {
    if (takeUnreportedChunkReload()) failures.report({ kind: 'chunk-reload' })

    const onError = (event: ErrorEvent) => {
      if (isChunkLoadError(event.error) || !fromThisSite(event)) return
      failures.report({
        kind: 'uncaught-error',
        error: event.error ?? event.message,
        source: { url: event.filename, line: event.lineno, column: event.colno },
      })
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) return
      failures.report({ kind: 'unhandled-rejection', error: event.reason })
    }
    const listening = new AbortController()
    window.addEventListener('error', onError, listening)
    window.addEventListener('unhandledrejection', onRejection, listening)
    return () => listening.abort()
  }, [failures])

  return null
}

/** Thrown by the site's own code: a script of this origin, or code run in the page itself. */
function fromThisSite(event: ErrorEvent): boolean {
  if (!event.filename) return event.error !== undefined && event.error !== null
  try {
    return new URL(event.filename).origin === location.origin
  } catch {
    return false
  }
}
