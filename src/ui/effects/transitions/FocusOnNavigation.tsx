'use client'

import { usePathname } from 'next/navigation'
import { useLayoutEffect, useRef } from 'react'

/** After a client-side navigation, focus moves to the new page's h1 (not on the first load). */
export function FocusOnNavigation() {
  const pathname = usePathname()
  const first = useRef(true)

  // With the new page, not after its transition has played.
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const heading = document.querySelector<HTMLElement>('main h1')
    if (!heading) return
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
    heading.focus({ preventScroll: true })
  }, [pathname])

  return null
}
