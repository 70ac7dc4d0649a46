import type { Page } from '@/domain/content/page'
import type { SiteRoute } from '@/domain/routes'
import type { ContentRepository } from '@/ports/content-repository'

/** The page at the route, for tests that know it is there: fails the test if it is not. */
export async function pageAt(repository: ContentRepository, route: SiteRoute): Promise<Page> {
  const page = await repository.getPage(route)
  if (!page) throw new Error(`The content has no page at ${route}`)
  return page
}
