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

/** An <img> from one URL template: a client component, so the RSC payload holds the template. */
export function SrcSetImg({ template, widths, alt, ...attributes }: SrcSetImgProps) {
  const url = (width: number) => template.replaceAll(WIDTH_SLOT, String(width))
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see ContentImage
    <img {...renditionAttributes(url, widths)} alt={alt} {...attributes} />
  )
}
