'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { isExternalHref } from '@/domain/content/link'

/**
 * Routes links within the site on the client when they sit in rich text, which is written as
 * HTML (see RichTextView) and so has plain anchors rather than Next.js links: a visitor gets the
 * same page transition from a link in a paragraph as from the menu. Anything a plain anchor does
 * better (a new tab, a download, a hash on this page, another site) is left to the browser.
 */
export function RichTextLinks() {
  const router = useRouter()
  useEffect(() => {
    const route = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('[data-rich-text] a[href]')
      if (!(link instanceof HTMLAnchorElement) || !isRoutable(event, link)) return
      event.preventDefault()
      router.push(link.getAttribute('href')!)
    }
    document.addEventListener('click', route)
    return () => document.removeEventListener('click', route)
  }, [router])
  return null
}

function isRoutable(event: MouseEvent, link: HTMLAnchorElement): boolean {
  const href = link.getAttribute('href')!
  const withModifier = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !withModifier &&
    !link.target &&
    !link.hasAttribute('download') &&
    !isExternalHref(href) &&
    !href.startsWith('#')
  )
}
