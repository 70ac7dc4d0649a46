import type { Metadata } from 'next'
import { OfflineView } from '@/ui/shell/offline/OfflineView'
import { loadSiteSettings } from '../content'

/** What the service worker shows offline for a page it has not kept; never indexed. */
export const dynamic = 'error'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await loadSiteSettings()
  return { title: settings.labels.offlineTitle, robots: { index: false } }
}

export default async function OfflinePage() {
  const { labels } = await loadSiteSettings()
  return (
    <OfflineView
      title={labels.offlineTitle}
      body={labels.offlineBody}
      retry={labels.offlineRetry}
    />
  )
}
