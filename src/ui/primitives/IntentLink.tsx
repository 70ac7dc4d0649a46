'use client'

import NextLink from 'next/link'
import { useState, type ComponentProps } from 'react'
import { hasHoveringPointer, onPointerKindChange } from '../scheduling/pointer'
import { useBrowserValue } from '../scheduling/use-browser-value'

type IntentLinkProps = Omit<ComponentProps<typeof NextLink>, 'prefetch'>

/**
 * A link within the site. With a mouse or trackpad it prefetches its page as it comes into view,
 * as Next.js does; on a touch screen only once a finger lands on it (or the keyboard's focus, or
 * a pointer, reaches it). Parsing prefetched pages runs on the main thread, in tasks of 50–300 ms
 * on a phone (4× slowed) while the page is still starting, and their bytes share a phone's link
 * with the page's own images. A finger lands about 100 ms before its tap; a link followed before
 * its page arrived still opens on the client, fetched then.
 */
export function IntentLink({ onPointerEnter, onTouchStart, onFocus, ...rest }: IntentLinkProps) {
  // On the server, and while hydrating, as a touch screen: no prefetch before the browser says.
  const hovering = useBrowserValue(onPointerKindChange, hasHoveringPointer, false)
  const [intended, setIntended] = useState(false)
  // Each sign of intent starts the prefetch, then does what the caller asked of it.
  const onIntent =
    <Event,>(handler?: (event: Event) => void) =>
    (event: Event) => {
      setIntended(true)
      handler?.(event)
    }
  return (
    <NextLink
      {...rest}
      // `null` is Next.js's own default: prefetch as the link is in view.
      prefetch={hovering || intended ? null : false}
      onPointerEnter={onIntent(onPointerEnter)}
      onTouchStart={onIntent(onTouchStart)}
      onFocus={onIntent(onFocus)}
    />
  )
}
