'use client'

import { PageErrorView } from '@/ui/shell/errors/PageErrorView'
import '@/ui/styles/global.css'
import { inter } from '@/ui/theme/fonts'

/** Errors in the root layout itself: the page has no header or footer to lean on. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en" className={inter.variable}>
      <body>
        <main>
          <PageErrorView error={error} onRetry={retry} />
        </main>
      </body>
    </html>
  )
}
