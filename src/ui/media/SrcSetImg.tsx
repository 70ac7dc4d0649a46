'use client'

import type { ComponentProps } from 'react'
import { WIDTH_SLOT } from './width-slot'

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
  const widest = widths.at(-1)!
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see ContentImage
    <img
      src={url(widest)}
      // One width is the src alone; the browser has nothing to choose.
      srcSet={
        widths.length > 1 ? widths.map((width) => `${url(width)} ${width}w`).join(', ') : undefined
      }
      alt={alt}
      {...attributes}
    />
  )
}
