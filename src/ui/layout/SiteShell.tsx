import type { ReactNode } from 'react'
import type { SiteSettings } from '@/domain/content/site-settings'
import type { AssetUrls } from '../media/asset-urls'
import { GeneralFooter } from '../sections/GeneralFooter'
import { ConnectionStatus } from '../shell/connection/ConnectionStatus'
import { ConsentChoice } from '../shell/consent/ConsentChoice'
import { PageViews } from '../shell/consent/PageViews'
import { PrivacyChoicesButton } from '../shell/consent/PrivacyChoicesButton'
import { ServiceWorker } from '../shell/offline/ServiceWorker'
import { ProgressBar } from '../shell/progress/ProgressBar'
import { SiteHeader } from './SiteHeader'
import { SkipLink } from './SkipLink'

export const MAIN_CONTENT_ID = 'main-content'

/**
 * Everything around a page: progress bar, skip link, the analytics choice, header, main
 * landmark, the general footer, the connection status and page-view reporting.
 */
export function SiteShell({
  settings,
  assetUrls,
  children,
}: {
  settings: SiteSettings
  assetUrls: AssetUrls
  children: ReactNode
}) {
  return (
    <>
      <ProgressBar />
      <SkipLink label={settings.labels.skipToContent} target={MAIN_CONTENT_ID} />
      <ConsentChoice labels={settings.labels} />
      <SiteHeader
        navigation={settings.navigation}
        siteTitle={settings.title}
        labels={settings.labels}
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
      <footer>
        <GeneralFooter
          section={settings.footer}
          headingLevel={2}
          isFirst={false}
          assetUrls={assetUrls}
          controls={<PrivacyChoicesButton label={settings.labels.privacyChoices} />}
        />
      </footer>
      <ConnectionStatus offline={settings.labels.offline} online={settings.labels.online} />
      <PageViews />
      <ServiceWorker />
    </>
  )
}
