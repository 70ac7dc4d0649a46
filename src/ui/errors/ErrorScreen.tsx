'use client'

import { ERROR_FALLBACK_FAILED } from '@/domain/error-copy'
import { normaliseError } from '@/domain/errors'
import { useErrorLayout } from '../shell/errors/error-layout'
import { ErrorPageFailed } from './ErrorPageFailed'
import { ErrorView } from './ErrorView'
import { FallbackBoundary } from './FallbackBoundary'

interface ErrorScreenProps {
  error: unknown
  onRetry?: () => void
}

/** Shows any thrown value as the error page; if that throws, a plainer page, then a line of text. */
export function ErrorScreen({ error, onRetry }: ErrorScreenProps) {
  useErrorLayout()
  return (
    <FallbackBoundary fallback={<p>{ERROR_FALLBACK_FAILED}</p>}>
      <FallbackBoundary fallback={<ErrorPageFailed />}>
        <NormalisedErrorView error={error} onRetry={onRetry} />
      </FallbackBoundary>
    </FallbackBoundary>
  )
}

/** Normalises inside the boundaries, so a value that throws when read is caught too. */
function NormalisedErrorView({ error, onRetry }: ErrorScreenProps) {
  return <ErrorView error={normaliseError(error)} reference={digestOf(error)} onRetry={onRetry} />
}

/** Next.js replaces a server error's message with a digest that points to the server log. */
function digestOf(error: unknown): string | undefined {
  const digest = (error as { digest?: unknown } | null)?.digest
  return typeof digest === 'string' && digest ? digest : undefined
}
