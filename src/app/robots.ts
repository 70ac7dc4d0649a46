import type { MetadataRoute } from 'next'
import { getConfig } from '@/container/config'

/** Everything is for reading, except the endpoints the content service and the site talk on. */
export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = getConfig()
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: new URL('/sitemap.xml', siteUrl).href,
    host: siteUrl.host,
  }
}
