import { notFound } from 'next/navigation'
import { cache } from 'react'
import { getContainer } from '@/container/container'
import type { Page } from '@/domain/content/page'
import type { SiteSettings } from '@/domain/content/site-settings'
import { ContentServiceError, NotFoundError } from '@/domain/errors'
import type { SiteRoute } from '@/domain/routes'
import {
  ContentRepositoryToken,
  DraftContentRepositoryToken,
  type ContentRepository,
} from '@/ports/content-repository'
import { FileUrlBuilderToken } from '@/ports/file-url-builder'
import { ImageUrlBuilderToken } from '@/ports/image-url-builder'
import { LoggerToken } from '@/ports/logger'
import type { AssetUrls } from '@/ui/media/asset-urls'
import { isDraftMode } from './draft-mode'
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
 *
 * An editor in draft mode gets pages rendered on demand from the drafts (the draft content
 * repository): never remembered, never a fallback for anyone else.
 */

const repository = () => getContainer().get(ContentRepositoryToken)

/**
 * The content as editors see it, when this request is in draft mode (never while pages are
 * prerendered or regenerated); undefined for everyone else, and where draft mode is not
 * available (a draft-mode cookie from before the read token was removed, say).
 */
export async function draftContent(): Promise<ContentRepository | undefined> {
  if (!(await isDraftMode())) return undefined
  const container = getContainer()
  if (!container.isBound(DraftContentRepositoryToken)) return undefined
  requestContent().drafts = true
  return container.get(DraftContentRepositoryToken)
}

/** The page at the route; a missing or invalid page renders the 404 page. */
export const loadPage = cache(async (route: SiteRoute): Promise<Page> => {
  const page = await findPage(route)
  if (!page) notFound()
  return page
})

/** The page at the route, or null when the content has none (or none that is valid). */
export const findPage = cache(async (route: SiteRoute): Promise<Page | null> => {
  const drafts = await draftContent()
  if (drafts) return pageOrNothing(route, drafts)
  return readOrLastGood(`page:${route}`, () => pageOrNothing(route))
})

export const loadSiteSettings = cache(async (): Promise<SiteSettings> => {
  const drafts = await draftContent()
  if (drafts) return drafts.getSiteSettings()
  return readOrLastGood('siteSettings', () => repository().getSiteSettings())
})

/**
 * Whether the content this request read is the drafts (an editor in draft mode): known once any
 * content has been read, and asked without waiting. Waiting for anything more after the content
 * arrives would change the order in which a prerendered page's parts are written, and so the
 * bytes of every visitor's page.
 */
export function readDrafts(): boolean {
  return requestContent().drafts
}

/** What this request found out about its content, shared by everything that renders it. */
const requestContent = cache(() => ({ drafts: false }))

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
async function pageOrNothing(
  route: SiteRoute,
  content: ContentRepository = repository(),
): Promise<Page | null> {
  try {
    return await content.getPage(route)
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
