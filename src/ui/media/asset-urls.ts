import type { FileUrlBuilder } from '@/ports/file-url-builder'
import type { ImageUrlBuilder } from '@/ports/image-url-builder'

/** Asset URL builders, passed down as a prop: server components have no context. */
export interface AssetUrls {
  images: ImageUrlBuilder
  files: FileUrlBuilder
}
