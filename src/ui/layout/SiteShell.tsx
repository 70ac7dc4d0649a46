import type { ReactNode } from 'react'
import type { SiteSettings } from '@/domain/content/site-settings'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import { SkipLink } from './SkipLink'

export const MAIN_CONTENT_ID = 'main-content'

/** Everything around a page: skip link, header, main landmark and footer. */
export function SiteShell({ settings, children }: { settings: SiteSettings; children: ReactNode }) {
  return (
    <>
      <SkipLink label={settings.labels.skipToContent} target={MAIN_CONTENT_ID} />
      <SiteHeader
        navigation={settings.navigation}
        siteTitle={settings.title}
        menuLabel={settings.labels.menu}
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter footer={settings.footer} tagline={settings.tagline} />
    </>
  )
}
