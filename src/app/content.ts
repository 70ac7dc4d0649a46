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
 * Content as routes ask for it, once per render: published, or for an editor in draft mode the
 * drafts through the perspective the Presentation tool asked for (never kept for anyone else).
 */

export const siteContent = () => getContainer().get(SiteContent)

/** The content as editors see it, when this request is in draft mode and drafts are available. */
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

const content = async (): Promise<ContentReader> => (await draftContent()) ?? siteContent()

/** The page at the route, or null when the content has none (or none that is valid). */
export const findPage = cache(async (route: SiteRoute): Promise<Page | null> =>
  (await content()).page(route),
)

export const loadSiteSettings = cache(async (): Promise<SiteSettings> =>
  (await content()).settings(),
)

/**
 * Whether this request read the drafts, known once content was read and asked without waiting:
 * waiting would reorder a prerendered page's parts, and so every visitor's bytes.
 */
export function readDrafts(): boolean {
  return requestContent().drafts
}

export function readPerspective(): PreviewPerspective | undefined {
  return requestContent().perspective
}

const requestContent = cache((): { drafts: boolean; perspective?: PreviewPerspective } => ({
  drafts: false,
}))

/** The asset URL builders; for a page of drafts, those that also reach drafts' images. */
export function assetUrls(): AssetUrls {
  const container = getContainer()
  const images = readDrafts() ? DraftImageUrlBuilderToken : ImageUrlBuilderToken
  return { images: container.get(images), files: container.get(FileUrlBuilderToken) }
}
