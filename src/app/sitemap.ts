import type { MetadataRoute } from 'next'
import { getConfig } from '@/container/config'
import { SITE_ROUTES } from '@/domain/routes'
import { findPage } from './content'

export const revalidate = 600

/** Every route that has a page, with when its content (not the shared frame) last changed. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = getConfig()
  const entries = await Promise.all(
    SITE_ROUTES.map(async (route) => {
      const page = await findPage(route)
      if (!page) return []
      return [
        {
          url: new URL(route, siteUrl).href,
          ...(page.updatedAt ? { lastModified: page.updatedAt } : {}),
          changeFrequency: 'weekly' as const,
          priority: route === '/' ? 1 : 0.8,
        },
      ]
    }),
  )
  return entries.flat()
}
