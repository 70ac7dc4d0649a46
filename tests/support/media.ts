import { LocalFileUrlBuilder } from '@/adapters/files/local-file-url-builder'
import { OptimiserImageUrlBuilder } from '@/adapters/images/optimiser-image-url-builder'
import type { Media } from '@/ui/media/media'

/** The URL builders the site uses with the fixtures. */
export const fixturesMedia = (dataset = 'production'): Media => ({
  images: new OptimiserImageUrlBuilder(`/fixtures/${dataset}`),
  files: new LocalFileUrlBuilder(`/fixtures/${dataset}`),
})
