import { LocalFileUrlBuilder } from '@/adapters/files/local-file-url-builder'
import { OptimiserImageUrlBuilder } from '@/adapters/images/optimiser-image-url-builder'
import type { AssetUrls } from '@/ui/media/asset-urls'

/** The URL builders the site uses with the fixtures. */
export const fixturesAssetUrls = (dataset = 'production'): AssetUrls => ({
  images: new OptimiserImageUrlBuilder(`/fixtures/${dataset}`),
  files: new LocalFileUrlBuilder(`/fixtures/${dataset}`),
})
