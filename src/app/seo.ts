import type { Metadata } from 'next'
import type { Image } from '@/domain/content/assets'
import { shownSize } from '@/domain/content/image-crop'
import type { Mark } from '@/ui/seo/organisation'
import { SHARING_CARD_SIZE } from '@/ui/seo/SharingCard'
import { assetUrls } from './content'

/** Social cards are drawn 1200 px wide; the nearest breakpoint rendition serves them. */
const SOCIAL_IMAGE_WIDTH = 1280

/** The site's mark, as search engines take the organisation's logo: square, raster. */
export const MARK: Mark = { url: '/icons/icon-512.png', width: 512, height: 512 }

type SharingImage = { url: string; width?: number; height?: number; alt: string; type?: string }

/** An image of the content (an editor's choice), as a sharing image. */
export function contentSharingImage(image: Image): SharingImage {
  const width = SOCIAL_IMAGE_WIDTH
  const { aspectRatio } = shownSize(image)
  const height = aspectRatio > 0 ? Math.round(width / aspectRatio) : undefined
  return { url: assetUrls().images.url(image, { width }), width, height, alt: image.alt }
}

/** A card the site draws (see sharing-image.tsx), at its true size. */
export function drawnSharingImage(path: string, alt: string): SharingImage {
  return { url: path, ...SHARING_CARD_SIZE, alt, type: 'image/png' }
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
  image?: SharingImage
  path?: string
}): Pick<Metadata, 'openGraph' | 'twitter'> {
  const images = image ? [image] : undefined
  return {
    openGraph: { type: 'website', locale: 'en_GB', title, description, url: path, images },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description, images },
  }
}
