'use client'

import { useEffect, useRef, type ComponentProps } from 'react'
import { whenNear } from '../scheduling/when-near'

/** A rendition of the poster: its width in pixels and its URL. */
export interface PosterRendition {
  width: number
  url: string
}

type PosterVideoProps = Omit<ComponentProps<'video'>, 'poster' | 'ref'> & {
  /** The poster's renditions, narrowest first. */
  posters: PosterRendition[]
  /** A tiny blurred preview of the poster as a data URL, shown until a rendition is set. */
  preview?: string
}

/** Give the video its poster a little before it scrolls into view. */
const NEAR_VIEWPORT = '600px'

/**
 * A <video> whose poster is set as it nears the view, at the width the screen needs. A browser
 * fetches a `poster` written in the page as soon as it reads it, ahead of the page's own
 * content and at whatever size was written, even for a video far below the fold. Until then,
 * and for good without JavaScript, the poster is the blurred preview written in the page: a
 * data URL, which costs no request.
 */
export function PosterVideo({ posters, preview, children, ...video }: PosterVideoProps) {
  const ref = useRef<HTMLVideoElement>(null)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    return whenNear(element, NEAR_VIEWPORT, () => {
      element.poster = posterFor(posters, element.clientWidth * (window.devicePixelRatio || 1))
    })
  }, [posters])

  return (
    <video ref={ref} poster={preview} {...video}>
      {children}
    </video>
  )
}

/** The narrowest rendition at least `pixels` wide, or the widest there is. */
export function posterFor(posters: readonly PosterRendition[], pixels: number): string {
  return (posters.find((poster) => poster.width >= pixels) ?? posters.at(-1))?.url ?? ''
}
