'use client'

import type { ComponentProps } from 'react'
import { renditionAttributes, WIDTH_SLOT } from './width-slot'

export type SrcSetImgProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet'> & {
  /** A rendition's URL with WIDTH_SLOT where its width goes. */
  template: string
  /** The widths offered, narrowest first; the widest is the `src`. */
  widths: number[]
  alt: string
}

/**
 * An <img> whose src and srcset are written from one URL template. A client component for its
 * props alone: the RSC payload carries the template and the widths instead of every
 * rendition's URL (each ~110 bytes, five or six an image), while the markup, rendered on the
 * server from the same props, is the same <img> as ever.
 */
export function SrcSetImg({ template, widths, alt, ...attributes }: SrcSetImgProps) {
  const url = (width: number) => template.replaceAll(WIDTH_SLOT, String(width))
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see ContentImage
    <img {...renditionAttributes(url, widths)} alt={alt} {...attributes} />
  )
}
