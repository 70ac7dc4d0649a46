import { notFound } from 'next/navigation'
import { cache } from 'react'
import { getContainer } from '@/container/container'
import type { Page } from '@/domain/content/page'
import { ContentServiceError, NotFoundError } from '@/domain/errors'
import type { SiteRoute } from '@/domain/routes'
import { ContentRepositoryToken } from '@/ports/content-repository'
import { FileUrlBuilderToken } from '@/ports/file-url-builder'
import { ImageUrlBuilderToken } from '@/ports/image-url-builder'
import { LoggerToken } from '@/ports/logger'
import type { AssetUrls } from '@/ui/media/asset-urls'
import {
  lastGoodContent,
  rememberContent,
  type ContentKey,
  type LastGoodContent,
} from './last-good-content'

/*
 * Content as routes ask for it: through the ContentRepository port, once per render
 * (metadata and page share one answer).
 *
 * Pages are prerendered and regenerated, never rendered for a visitor on the spot, except right
 * after the publish webhook has invalidated them: the first visit then waits for the
 * regeneration. Should the content service fail at that moment (after the webhook read the new
 * content, before the page was rendered again), the page is rendered from the content last read
 * successfully rather than becoming an error page; the log says so.
 */

const repository = () => getContainer().get(ContentRepositoryToken)

/** The page at the route; a missing or invalid page renders the 404 page. */
export const loadPage = cache(async (route: SiteRoute): Promise<Page> => {
  const page = await findPage(route)
  if (!page) notFound()
  return page
})

/** The page at the route, or null when the content has none (or none that is valid). */
export const findPage = cache((route: SiteRoute): Promise<Page | null> =>
  readOrLastGood(`page:${route}`, () => pageOrNothing(route)),
)

export const loadSiteSettings = cache(() =>
  readOrLastGood('siteSettings', () => repository().getSiteSettings()),
)

/**
 * Reads the content of these routes as the publish webhook does before regenerating them: from
 * the content service only (it throws if the service fails), and remembered, so that their
 * regeneration has it should the service fail in between.
 */
export async function readContentFor(routes: readonly SiteRoute[]): Promise<void> {
  await Promise.all([
    read('siteSettings', () => repository().getSiteSettings()),
    ...routes.map((route) => read(`page:${route}`, () => pageOrNothing(route))),
  ])
}

/** The URL builders for images and files of the configured content source. */
export function assetUrls(): AssetUrls {
  const container = getContainer()
  return { images: container.get(ImageUrlBuilderToken), files: container.get(FileUrlBuilderToken) }
}

/** The page, or null when the content has none (or none that is valid) at the route. */
async function pageOrNothing(route: SiteRoute): Promise<Page | null> {
  try {
    return await repository().getPage(route)
  } catch (error) {
    if (error instanceof NotFoundError) return null
    throw error
  }
}

async function read<K extends ContentKey>(
  key: K,
  load: () => Promise<LastGoodContent[K]>,
): Promise<LastGoodContent[K]> {
  const readAt = Date.now()
  const value = await load()
  rememberContent(key, value, readAt)
  return value
}

async function readOrLastGood<K extends ContentKey>(
  key: K,
  load: () => Promise<LastGoodContent[K]>,
): Promise<LastGoodContent[K]> {
  try {
    return await read(key, load)
  } catch (error) {
    const remembered = error instanceof ContentServiceError ? lastGoodContent(key) : undefined
    if (!remembered) throw error
    getContainer()
      .get(LoggerToken)
      .warn('The content service failed; rendering the content last read instead', {
        component: 'pages',
        content: key,
        statusCode: (error as ContentServiceError).statusCode,
        reason: (error as ContentServiceError).message,
        readAt: new Date(remembered.readAt).toISOString(),
      })
    return remembered.value
  }
}
