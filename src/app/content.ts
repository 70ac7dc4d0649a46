import { notFound } from 'next/navigation'
import { cache } from 'react'
import { SiteContent, type ContentReader } from '@/application/site-content'
import { getContainer } from '@/container/container'
import type { Page } from '@/domain/content/page'
import type { SiteSettings } from '@/domain/content/site-settings'
import type { SiteRoute } from '@/domain/routes'
import { FileUrlBuilderToken } from '@/ports/file-url-builder'
import { DraftImageUrlBuilderToken, ImageUrlBuilderToken } from '@/ports/image-url-builder'
import type { AssetUrls } from '@/ui/media/asset-urls'
import type { PreviewPerspective } from '@/domain/preview-perspective'
import { isDraftMode, previewPerspective } from './draft-mode'

/*
 * Content as routes ask for it: from the application layer (src/application/site-content.ts,
 * with its last-good fallback), once per render (metadata and page share one answer).
 *
 * An editor in draft mode gets pages rendered on demand from the drafts (the application's
 * `drafts`), through the perspective the Presentation tool asked for (./draft-mode.ts): never
 * remembered, never a fallback for anyone else.
 */

/** The content use cases, as the container builds them. */
export const siteContent = () => getContainer().get(SiteContent)

/**
 * The content as editors see it, when this request is in draft mode (never while pages are
 * prerendered or regenerated); undefined for everyone else, and where draft mode is not
 * available (a draft-mode cookie from before the read token was removed, say).
 */
export async function draftContent(): Promise<ContentReader | undefined> {
  if (!(await isDraftMode())) return undefined
  const drafts = siteContent().drafts
  if (!drafts) return undefined
  const perspective = await previewPerspective()
  Object.assign(requestContent(), { drafts: true, perspective })
  return drafts.through(perspective)
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
  return (drafts ?? siteContent()).page(route)
})

export const loadSiteSettings = cache(async (): Promise<SiteSettings> => {
  const drafts = await draftContent()
  return (drafts ?? siteContent()).settings()
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

/** The perspective an editor's draft pages read: known, like `readDrafts`, once content was read. */
export function readPerspective(): PreviewPerspective | undefined {
  return requestContent().perspective
}

/** What this request found out about its content, shared by everything that renders it. */
const requestContent = cache(
  (): { drafts: boolean; perspective: PreviewPerspective | undefined } => ({
    drafts: false,
    perspective: undefined,
  }),
)

/**
 * The URL builders for images and files of the configured content source; for a page of drafts,
 * those that also reach the images only drafts use. Asked once the content has been read.
 */
export function assetUrls(): AssetUrls {
  const container = getContainer()
  const images = readDrafts() ? DraftImageUrlBuilderToken : ImageUrlBuilderToken
  return { images: container.get(images), files: container.get(FileUrlBuilderToken) }
}
