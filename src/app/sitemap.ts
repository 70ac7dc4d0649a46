import type { MetadataRoute } from 'next'
import { getConfig } from '@/container/config'
import { SITE_ROUTES } from '@/domain/routes'
import { findPage } from './content'

/** Regenerated with the pages, at most this often (seconds). */
export const revalidate = 600

/**
 * Every page of the site that has content, at the configured public address, with the time its
 * content last changed: the page or a document it shows (a product, a person, a role). The
 * navigation and footer every page shares do not count: changing them is not news about any
 * one page. A route without a page (unpublished) answers 404, so it is left out.
 */
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
