'use client'

import { useEffect, useState } from 'react'
import { ErrorScreen } from '@/ui/errors/ErrorScreen'
import { chunkReloadAllowed, isChunkLoadError, reloadForChunkError } from './chunk-recovery'

/**
 * What an error boundary shows. Code that failed to load reloads the page (once a minute at
 * most) instead of showing an error the visitor can do nothing about; anything else, and a
 * second failure within the minute, shows the error page.
 */
export function PageErrorView({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const [reloading] = useState(() => isChunkLoadError(error) && chunkReloadAllowed())
  useEffect(() => {
    if (reloading) reloadForChunkError()
  }, [reloading])
  return reloading ? null : <ErrorScreen error={error} onRetry={onRetry} />
}
