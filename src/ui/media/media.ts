import type { FileUrlBuilder } from '@/ports/file-url-builder'
import type { ImageUrlBuilder } from '@/ports/image-url-builder'

/**
 * How components reach the services that turn assets into URLs. Passed down as a prop from the
 * route (server components have no context); client components receive finished URLs instead.
 */
export interface Media {
  images: ImageUrlBuilder
  files: FileUrlBuilder
}
