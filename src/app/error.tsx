'use client'

import { PageErrorView } from '@/ui/shell/errors/PageErrorView'

/** Errors while rendering a page: the error layout, under the site's header and navigation. */
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  return <PageErrorView error={error} onRetry={retry} />
}
