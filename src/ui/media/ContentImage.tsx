import type { CSSProperties } from 'react'
import type { Image } from '@/domain/content/assets'
import { focusWithinCrop, shownSize, type ImageCrop } from '@/domain/content/image-crop'
import { srcSetWidths } from '@/domain/images'
import { definedOnly } from '../primitives/defined-only'
import type { AssetUrls } from './asset-urls'
import { devicePixelsFor, sizesFor, type ImagePreset } from './presets'
import styles from './ContentImage.module.css'
import { SrcSetImg } from './SrcSetImg'
import { renditionAttributes, WIDTH_SLOT } from './width-slot'

export interface ContentImageProps {
  image: Image
  assetUrls: AssetUrls
  preset: ImagePreset
  /** For the page's largest image: loaded first, never lazily. */
  priority?: boolean
  /** Large corners, as pictures beside words have. */
  rounded?: boolean
  className?: string
}

/** Every content image; a plain <img>, as next/image cannot call the ImageUrlBuilder port. */
export function ContentImage({
  image,
  assetUrls,
  preset,
  priority = false,
  rounded = false,
  className,
}: ContentImageProps) {
  const { asset, crop } = image
  // Laid out at the size of the part the editor keeps: what every rendition shows.
  const shown = shownSize(image)
  const [least, most] = devicePixelsFor(preset)
  const widths = srcSetWidths(shown.width, most, least)
  // Where the layout crops, the editor's focus stays in view, placeholder and image alike.
  const kept = image.focus && focusWithinCrop(image.focus, crop)
  const focus = kept ? `${percent(kept.x)} ${percent(kept.y)}` : undefined
  // Only the priority image gets the blurred preview: lazy ones load early, so colour will do.
  const preview = priority && asset.lqip ? `url("${asset.lqip}")` : undefined
  const placeholder: CSSProperties = definedOnly({
    backgroundColor: asset.dominantColour,
    backgroundImage: preview,
    backgroundPosition: focus,
    objectPosition: focus,
    // The preview is of the whole image: drawn so that its cropped part fills the box.
    ...(preview && crop ? croppedPreview(crop) : {}),
  })
  const rendition = (width: number) => assetUrls.images.url(image, { width })
  const choice = definedOnly({
    sizes: widths.length > 1 ? sizesFor(preset) : undefined,
    width: shown.width || undefined,
    height: shown.height || undefined,
    fetchPriority: priority ? ('high' as const) : undefined,
  })
  const attributes = {
    className: [styles.image, rounded && styles.rounded, className].filter(Boolean).join(' '),
    ...choice,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: priority ? ('sync' as const) : ('async' as const),
    style: placeholder,
  }
  const template = urlTemplate(rendition, widths)
  if (template)
    return <SrcSetImg template={template} widths={widths} alt={image.alt} {...attributes} />
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see the component's comment
    <img {...renditionAttributes(rendition, widths)} alt={image.alt} {...attributes} />
  )
}

/** One URL with the width's place marked, if the renditions' URLs differ in their width alone. */
function urlTemplate(rendition: (width: number) => string, widths: number[]): string | undefined {
  const widest = widths.at(-1)!
  const sample = rendition(widest)
  const at = sample.lastIndexOf(`=${widest}`)
  if (at < 0) return undefined
  const template = `${sample.slice(0, at + 1)}${WIDTH_SLOT}${sample.slice(at + 1 + String(widest).length)}`
  const fits = widths.every(
    (width) => template.replaceAll(WIDTH_SLOT, String(width)) === rendition(width),
  )
  return fits && !sample.includes(WIDTH_SLOT) ? template : undefined
}

/** Draws the whole image's preview so that the part the crop keeps fills the element. */
function croppedPreview(crop: ImageCrop): CSSProperties {
  const across = (cut: number, before: number) => (cut > 0 ? percent(before / cut) : '0%')
  return {
    backgroundSize: `${percent(1 / (1 - crop.left - crop.right))} ${percent(1 / (1 - crop.top - crop.bottom))}`,
    backgroundPosition: `${across(crop.left + crop.right, crop.left)} ${across(crop.top + crop.bottom, crop.top)}`,
  }
}

/** 0.25 → "25%", at most two decimals. */
function percent(fraction: number): string {
  return `${Math.round(fraction * 10_000) / 100}%`
}
