'use client'

import NextLink from 'next/link'
import { useState, type ComponentProps } from 'react'
import { hasHoveringPointer, onPointerKindChange } from '../scheduling/pointer'
import { useBrowserValue } from '../scheduling/use-browser-value'

type IntentLinkProps = Omit<ComponentProps<typeof NextLink>, 'prefetch'>

/** Prefetches in view for a hovering pointer, on intent for touch (see docs/motion.md). */
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
