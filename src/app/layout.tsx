import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { clientConfigOf } from '@/container/client-config'
import { ClientComposition } from '@/container/ClientComposition'
import { getConfig } from '@/container/config'
import { currentRelease } from '@/container/release'
import { ScrollReveals } from '@/ui/effects/motion/ScrollReveals'
import { SmoothScroll } from '@/ui/effects/motion/SmoothScroll'
import { FocusOnNavigation } from '@/ui/effects/transitions/FocusOnNavigation'
import { SiteShell } from '@/ui/layout/SiteShell'
import { EditingTools } from '@/ui/preview/EditingTools'
import '@/ui/styles/global.css'
import { inter } from '@/ui/theme/fonts'
import { webFontChoiceScript } from '@/ui/theme/web-font-choice'
import { loadSiteSettings, assetUrls, readDrafts, readPerspective } from './content'
import { CONTENT_CHANGES_ENDPOINT, DRAFT_MODE_DISABLE_PATH } from './endpoints'
import { contentSharingImage, sharingMetadata } from './seo'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await loadSiteSettings()
  return {
    metadataBase: getConfig().siteUrl,
    title: { default: settings.title, template: `%s — ${settings.title}` },
    description: settings.description,
    applicationName: settings.title,
    ...sharingMetadata({
      title: settings.title,
      description: settings.description,
      image: settings.seoImage ? contentSharingImage(settings.seoImage) : undefined,
    }),
  }
}

export async function generateViewport(): Promise<Viewport> {
  const settings = await loadSiteSettings()
  return { themeColor: settings.themeColour, colorScheme: 'dark' }
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const settings = await loadSiteSettings()
  // Never while pages are prerendered: only editors' pages, rendered on demand, are drafts.
  const draftMode = readDrafts()
  return (
    <html lang="en" className={inter.variable}>
      <head>
        {/* Before the body: whether this view asks for the web font (web-font-choice.ts). */}
        <script dangerouslySetInnerHTML={{ __html: webFontChoiceScript }} />
      </head>
      <body>
        <ClientComposition
          config={clientConfigOf(getConfig(), currentRelease())}
          consentMonths={settings.consentMonths}
          draftMode={draftMode}
        >
          <SiteShell settings={settings} assetUrls={assetUrls()}>
            {children}
          </SiteShell>
          <SmoothScroll />
          <ScrollReveals />
          <FocusOnNavigation />
        </ClientComposition>
        {getConfig().liveContent || draftMode ? (
          <EditingTools
            draftMode={draftMode}
            perspective={readPerspective()}
            contentChangesEndpoint={CONTENT_CHANGES_ENDPOINT}
            leaveDraftModeHref={DRAFT_MODE_DISABLE_PATH}
          />
        ) : null}
      </body>
    </html>
  )
}
