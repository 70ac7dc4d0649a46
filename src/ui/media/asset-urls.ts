import type { FileUrlBuilder } from '@/ports/file-url-builder'
import type { ImageUrlBuilder } from '@/ports/image-url-builder'

/**
 * The builders that turn a page's image and file assets into URLs. Passed down as a prop from the
 * route (server components have no context); client components receive finished URLs instead.
 */
export interface AssetUrls {
  images: ImageUrlBuilder
  files: FileUrlBuilder
}
