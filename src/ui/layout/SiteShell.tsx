import type { ReactNode } from 'react'
import type { SiteSettings } from '@/domain/content/site-settings'
import type { AssetUrls } from '../media/asset-urls'
import { GeneralFooter } from '../sections/GeneralFooter'
import { ConnectionStatus } from '../shell/connection/ConnectionStatus'
import { ConsentChoice } from '../shell/consent/ConsentChoice'
import { MeasureWebVitals } from '../shell/consent/MeasureWebVitals'
import { PageViews } from '../shell/consent/PageViews'
import { PrivacyChoicesButton } from '../shell/consent/PrivacyChoicesButton'
import { ReportFailures } from '../shell/errors/ReportFailures'
import { SiteLinks } from '../shell/links/SiteLinks'
import { ServiceWorker } from '../shell/offline/ServiceWorker'
import { ProgressBar } from '../shell/progress/ProgressBar'
import { SiteHeader } from './SiteHeader'
import { SkipLink } from './SkipLink'

export const MAIN_CONTENT_ID = 'main-content'

export function SiteShell({
  settings,
  assetUrls,
  children,
}: {
  settings: SiteSettings
  assetUrls: AssetUrls
  children: ReactNode
}) {
  const { labels } = settings
  return (
    <>
      <ProgressBar pageLoaded={labels.pageLoaded} />
      <SkipLink label={labels.skipToContent} target={MAIN_CONTENT_ID} />
      {/* Client components get the labels they show, no more: each is written into the page. */}
      <ConsentChoice
        labels={pick(labels, 'consentTitle', 'consentBody', 'consentAccept', 'consentDecline')}
      />
      <SiteHeader
        navigation={settings.navigation}
        siteTitle={settings.title}
        labels={pick(labels, 'menu', 'closeMenu')}
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
          controls={<PrivacyChoicesButton label={labels.privacyChoices} />}
        />
      </footer>
      <ConnectionStatus offline={labels.offline} online={labels.online} />
      <PageViews />
      <MeasureWebVitals />
      <ReportFailures />
      <ServiceWorker />
      <SiteLinks />
    </>
  )
}

function pick<T extends object, K extends keyof T>(values: T, ...keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, values[key]])) as Pick<T, K>
}
