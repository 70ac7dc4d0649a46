'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { hasHoveringPointer, onPointerKindChange } from '../../scheduling/pointer'
import { useBrowserValue } from '../../scheduling/use-browser-value'
import { routeSiteLinks } from './site-links'

/**
 * Client routing and prefetching for every link within the site (see docs/motion.md): with a
 * mouse or trackpad pages are prefetched as their links come into view, as Next.js does; on a
 * touch screen only once a finger lands on one, so a phone's first seconds go to the page it
 * opened. Set up again on each page, whose links are new.
 */
export function SiteLinks() {
  const router = useRouter()
  const pathname = usePathname()
  // Until the browser says, a touch screen: nothing prefetched before it is asked for.
  const hovering = useBrowserValue(onPointerKindChange, hasHoveringPointer, false)
  useEffect(() => routeSiteLinks(router, { inView: hovering }), [router, pathname, hovering])
  return null
}
