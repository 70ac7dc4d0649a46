import type { MetadataRoute } from 'next'
import { loadSiteSettings } from './content'

/** The web app manifest: the site installs as itself, dark, starting at home. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const settings = await loadSiteSettings()
  return {
    id: '/',
    name: settings.title,
    short_name: settings.title,
    description: settings.description,
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: settings.themeColour,
    background_color: settings.themeColour,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}
