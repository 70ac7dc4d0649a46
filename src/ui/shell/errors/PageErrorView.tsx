'use client'

import { useEffect, useState } from 'react'
import { ErrorScreen } from '@/ui/errors/ErrorScreen'
import { useFailureReports } from '@/ui/services/ClientServices'
import { chunkReloadAllowed, isChunkLoadError, reloadForChunkError } from './chunk-recovery'

/** What an error boundary shows: code that failed to load reloads (see chunk-recovery.ts). */
export function PageErrorView({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const [reloading] = useState(() => isChunkLoadError(error) && chunkReloadAllowed())
  const failures = useFailureReports()
  useEffect(() => {
    // The reload is reported by the page it brings (see ReportFailures).
    if (reloading) reloadForChunkError()
    else failures.report({ kind: 'error-page', error })
  }, [reloading, error, failures])
  return reloading ? null : <ErrorScreen error={error} onRetry={onRetry} />
}
