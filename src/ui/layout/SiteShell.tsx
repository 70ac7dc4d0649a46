import type { ReactNode } from 'react'
import type { SiteSettings } from '@/domain/content/site-settings'
import type { Media } from '../media/media'
import { GeneralFooter } from '../sections/general'
import { ProgressBar } from '../shell/progress/ProgressBar'
import { SiteHeader } from './SiteHeader'
import { SkipLink } from './SkipLink'

export const MAIN_CONTENT_ID = 'main-content'

/** Everything around a page: skip link, header, main landmark and the general footer. */
export function SiteShell({
  settings,
  media,
  children,
}: {
  settings: SiteSettings
  media: Media
  children: ReactNode
}) {
  return (
    <>
      <ProgressBar />
      <SkipLink label={settings.labels.skipToContent} target={MAIN_CONTENT_ID} />
      <SiteHeader
        navigation={settings.navigation}
        siteTitle={settings.title}
        labels={settings.labels}
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
      <footer>
        <GeneralFooter section={settings.footer} headingLevel={2} isFirst={false} media={media} />
      </footer>
    </>
  )
}
