import type { MetadataRoute } from 'next'
import { getConfig } from '@/container/config'
import { SITE_ROUTES } from '@/domain/routes'

/** Every page of the site, at the configured public address. */
export default function sitemap(): MetadataRoute.Sitemap {
  const { siteUrl } = getConfig()
  return SITE_ROUTES.map((route) => ({
    url: new URL(route, siteUrl).href,
    changeFrequency: 'weekly',
    priority: route === '/' ? 1 : 0.8,
  }))
}
