import type { Metadata } from 'next'
import type { Image } from '@/domain/content/assets'
import { assetUrls } from './content'

/** Social cards are drawn 1200 px wide; the nearest breakpoint rendition serves them. */
const SOCIAL_IMAGE_WIDTH = 1280

/** The Open Graph and Twitter card image for an image of the content. */
export function socialImage(image: Image) {
  const width = SOCIAL_IMAGE_WIDTH
  const height =
    image.asset.aspectRatio > 0 ? Math.round(width / image.asset.aspectRatio) : undefined
  return { url: assetUrls().images.url(image.asset, { width }), width, height, alt: image.alt }
}

/** The social sharing fields for a page, or for the site when no page is given. */
export function sharingMetadata({
  title,
  description,
  image,
  path,
}: {
  title?: string
  description?: string
  image?: Image
  path?: string
}): Pick<Metadata, 'openGraph' | 'twitter'> {
  const images = image ? [socialImage(image)] : undefined
  return {
    openGraph: { type: 'website', locale: 'en_GB', title, description, url: path, images },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description, images },
  }
}
