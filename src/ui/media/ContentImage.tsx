import type { CSSProperties } from 'react'
import type { Image } from '@/domain/content/assets'
import { srcSetWidths } from '@/domain/images'
import { definedOnly } from '../primitives/defined-only'
import type { AssetUrls } from './asset-urls'
import { devicePixelsFor, sizesFor, type ImagePreset } from './presets'
import styles from './ContentImage.module.css'

export interface ContentImageProps {
  image: Image
  assetUrls: AssetUrls
  /** How wide the layout draws it; see presets.ts. */
  preset: ImagePreset
  /** For the page's largest image: loaded first, never lazily. */
  priority?: boolean
  className?: string
}

/**
 * Every content image on the site: a responsive srcset from the image URL builder, explicit
 * dimensions (no layout shift), a colour placeholder while it loads (blurred for the page's
 * first image), and lazy loading below the fold. A plain <img> rather than next/image: URLs come from the
 * ImageUrlBuilder port, which next/image cannot call from a server component.
 */
export function ContentImage({
  image,
  assetUrls,
  preset,
  priority = false,
  className,
}: ContentImageProps) {
  const { asset } = image
  const [least, most] = devicePixelsFor(preset)
  const widths = srcSetWidths(asset.width, most, least)
  const srcSet = widths
    .map((width) => `${assetUrls.images.url(asset, { width })} ${width}w`)
    .join(', ')
  // Where the layout crops, the editor's focus stays in view, placeholder and image alike.
  const focus = image.focus ? `${percent(image.focus.x)} ${percent(image.focus.y)}` : undefined
  // The blurred preview is for the image a visitor sees while the page opens; a lazy image
  // below starts loading well before it comes into view, so its colour is enough, and every
  // page is some hundred bytes lighter for each (twice: in the markup and the RSC payload).
  // Only the attributes and styles that have a value (see definedOnly).
  const placeholder: CSSProperties = definedOnly({
    backgroundColor: asset.dominantColour,
    backgroundImage: priority && asset.lqip ? `url("${asset.lqip}")` : undefined,
    backgroundPosition: focus,
    objectPosition: focus,
  })
  const choice = definedOnly({
    // One width is the src alone; the browser has nothing to choose.
    srcSet: widths.length > 1 ? srcSet : undefined,
    sizes: widths.length > 1 ? sizesFor(preset) : undefined,
    width: asset.width || undefined,
    height: asset.height || undefined,
    fetchPriority: priority ? ('high' as const) : undefined,
  })
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see the component's comment
    <img
      className={[styles.image, className].filter(Boolean).join(' ')}
      src={assetUrls.images.url(asset, { width: widths.at(-1) })}
      {...choice}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      style={placeholder}
    />
  )
}

/** 0.25 → "25%", at most two decimals. */
function percent(fraction: number): string {
  return `${Math.round(fraction * 10_000) / 100}%`
}
