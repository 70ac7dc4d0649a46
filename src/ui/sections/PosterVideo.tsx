'use client'

import { useEffect, useRef, type ComponentProps } from 'react'
import { whenNear } from '../scheduling/when-near'

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

const NEAR_VIEWPORT = '600px'

/** A <video> whose poster is set near the view, at the width the screen needs. */
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

export function posterFor(posters: readonly PosterRendition[], pixels: number): string {
  return (posters.find((poster) => poster.width >= pixels) ?? posters.at(-1))?.url ?? ''
}
