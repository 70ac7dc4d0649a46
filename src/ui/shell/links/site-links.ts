import { isExternalHref } from '@/domain/content/link'
import { whenNear } from '../../scheduling/when-near'

/** Marks an anchor to a page of the site (SmartLink's), which the page routes on the client. */
export const SITE_LINK_ATTRIBUTE = 'data-site-link'

// Rich text is HTML written on the server: its anchors are found by the block that holds them.
const ROUTED_LINKS = `a[${SITE_LINK_ATTRIBUTE}], [data-rich-text] a[href]`

// As far ahead of the window as Next.js's own links look for pages to prefetch.
const IN_VIEW_MARGIN = '200px'

/** What the links need of the router: Next.js's `useRouter()`. */
export interface LinkRouter {
  push(href: string): void
  prefetch(href: string): void
}

/**
 * Routes every link within the site on the client and prefetches its page at the first sign of
 * intent (a finger landing, focus, a pointer over it), or, with `inView`, as it nears the window:
 * one listener per kind for the whole page, where a component per link would each hydrate.
 * Before this runs, the anchors are plain and load their pages as any anchor does.
 */
export function routeSiteLinks(router: LinkRouter, { inView }: { inView: boolean }): () => void {
  const prefetched = new Set<string>()
  const prefetch = (link: HTMLAnchorElement) => {
    const href = link.getAttribute('href')!
    if (prefetched.has(href)) return
    prefetched.add(href)
    router.prefetch(href)
  }
  const onIntent = (event: Event) => {
    const link = routedLinkOf(event.target)
    if (link) prefetch(link)
  }
  const onClick = (event: MouseEvent) => {
    const link = routedLinkOf(event.target)
    if (!link || !followsInThisTab(event)) return
    event.preventDefault()
    router.push(link.getAttribute('href')!)
  }
  const passive = { passive: true, capture: true }
  document.addEventListener('click', onClick)
  document.addEventListener('touchstart', onIntent, passive)
  document.addEventListener('pointerover', onIntent, passive)
  document.addEventListener('focusin', onIntent, passive)
  const stopWatching = inView ? prefetchInView(prefetch) : undefined
  return () => {
    document.removeEventListener('click', onClick)
    document.removeEventListener('touchstart', onIntent, passive)
    document.removeEventListener('pointerover', onIntent, passive)
    document.removeEventListener('focusin', onIntent, passive)
    stopWatching?.()
  }
}

/** The anchor `target` is in, if it opens a page of the site in this tab; a hash stays native. */
function routedLinkOf(target: EventTarget | null): HTMLAnchorElement | undefined {
  const link = target instanceof Element ? target.closest(ROUTED_LINKS) : null
  if (!(link instanceof HTMLAnchorElement)) return undefined
  const href = link.getAttribute('href') ?? ''
  const elsewhere = isExternalHref(href) || href.startsWith('#') || href === ''
  return elsewhere || link.target || link.hasAttribute('download') ? undefined : link
}

/** A click the browser would follow in this tab: the main button, no modifier, not yet handled. */
function followsInThisTab(event: MouseEvent): boolean {
  const withModifier = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
  return !event.defaultPrevented && event.button === 0 && !withModifier
}

/** Prefetches each routed link's page once it comes near the window. */
function prefetchInView(prefetch: (link: HTMLAnchorElement) => void): () => void {
  const links = [...document.querySelectorAll(ROUTED_LINKS)]
    .map((element) => routedLinkOf(element))
    .filter((link) => link !== undefined)
  const stops = links.map((link) => whenNear(link, IN_VIEW_MARGIN, () => prefetch(link)))
  return () => stops.forEach((stop) => stop())
}
