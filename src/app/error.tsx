'use client'

import { ErrorScreen } from '@/ui/errors/ErrorScreen'

/** Errors while rendering a page: shown inside the site's header and footer. */
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorScreen error={error} onRetry={retry} />
}
