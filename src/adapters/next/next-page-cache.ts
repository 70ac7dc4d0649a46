import { revalidatePath } from 'next/cache'
import { sharingImagePath } from '@/domain/sharing-images'
import type { SiteRoute } from '@/domain/routes'
import type { Logger } from '@/ports/logger'
import type { PageCache } from '@/ports/page-cache'

/** Longer than a page render may take (Next.js allows 60 s). */
const REGENERATION_TIMEOUT_MS = 90_000

/**
 * The pages as Next.js caches them. Invalidating a path marks Next.js's own tag for it
 * (cache-internals.ts) as revalidated in the cache handler, which every instance reads when it
 * shares one (page-cache-handler.ts); on its own, the instance's disk.
 */
export class NextPageCache implements PageCache {
  private readonly origin: string
  private readonly logger: Logger

  /** `origin`: where this instance answers itself (on loopback, never the load balancer). */
  constructor(origin: string, logger: Logger) {
    this.origin = origin
    this.logger = logger.child({ component: 'page-cache' })
  }

  invalidate(routes: readonly SiteRoute[]): void {
    for (const route of routes) revalidatePath(route)
    // What carries the pages' content beside them: their sharing images and the sitemap's dates.
    for (const route of routes) revalidatePath(sharingImagePath(route))
    if (routes.length > 0) revalidatePath('/sitemap.xml')
  }

  async regenerate(routes: readonly SiteRoute[]): Promise<void> {
    await Promise.all(routes.map((route) => this.ask(route)))
  }

  private async ask(route: SiteRoute): Promise<void> {
    try {
      const response = await fetch(new URL(route, this.origin), {
        cache: 'no-store',
        headers: { 'user-agent': 'alts-revalidate' },
        signal: AbortSignal.timeout(REGENERATION_TIMEOUT_MS),
      })
      await response.arrayBuffer()
      if (response.status >= 500) {
        this.logger.warn('A page could not be regenerated after a publish', {
          route,
          statusCode: response.status,
        })
      } else {
        this.logger.info('Regenerated a page after a publish', {
          route,
          statusCode: response.status,
        })
      }
    } catch (error) {
      this.logger.warn('A page could not be regenerated after a publish', { route, error })
    }
  }
}
