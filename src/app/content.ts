import { notFound } from 'next/navigation'
import { cache } from 'react'
import { getContainer } from '@/container/container'
import type { Page } from '@/domain/content/page'
import { NotFoundError } from '@/domain/errors'
import type { SiteRoute } from '@/domain/routes'
import { ContentRepositoryToken } from '@/ports/content-repository'
import { FileUrlBuilderToken } from '@/ports/file-url-builder'
import { ImageUrlBuilderToken } from '@/ports/image-url-builder'
import type { Media } from '@/ui/media/media'

/*
 * Content as routes ask for it: through the ContentRepository port, once per render
 * (metadata and page share one answer).
 */

const repository = () => getContainer().get(ContentRepositoryToken)

/** The page at the route; a missing or invalid page renders the 404 page. */
export const loadPage = cache(async (route: SiteRoute): Promise<Page> => {
  try {
    return await repository().getPage(route)
  } catch (error) {
    if (error instanceof NotFoundError) notFound()
    throw error
  }
})

export const loadSiteSettings = cache(() => repository().getSiteSettings())

/** The URL builders for images and files of the configured content source. */
export function media(): Media {
  const container = getContainer()
  return { images: container.get(ImageUrlBuilderToken), files: container.get(FileUrlBuilderToken) }
}
