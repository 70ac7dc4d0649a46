'use client'

import { useEffect } from 'react'
import { useFailureReports } from '../../services/ClientServices'
import { isChunkLoadError, takeUnreportedChunkReload } from './chunk-recovery'

/**
 * Reports what fails on a page and that nothing else reports: errors and rejected promises that
 * no code caught, and the reload that a chunk failure caused (reported by the page the reload
 * brought, see chunk-recovery.ts). Chunk failures that reach the window are chunk recovery's to
 * handle, and the reload says they happened. Errors thrown by other sites' scripts (extensions,
 * providers; the browser hides their details anyway) are not the site's to report.
 */
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
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
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
