import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { getConfig } from '@/container/config'
import { SiteShell } from '@/ui/layout/SiteShell'
import '@/ui/styles/global.css'
import { inter } from '@/ui/theme/fonts'
import { loadSiteSettings } from './content'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await loadSiteSettings()
  return {
    metadataBase: getConfig().siteUrl,
    title: { default: settings.title, template: `%s — ${settings.title}` },
    description: settings.description,
    applicationName: settings.title,
  }
}

export async function generateViewport(): Promise<Viewport> {
  const settings = await loadSiteSettings()
  return { themeColor: settings.themeColour, colorScheme: 'dark' }
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const settings = await loadSiteSettings()
  return (
    <html lang="en" className={inter.variable}>
      <body>
        <SiteShell settings={settings}>{children}</SiteShell>
      </body>
    </html>
  )
}
