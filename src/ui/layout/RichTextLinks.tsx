'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { isExternalHref } from '@/domain/content/link'

/** Routes rich text's plain anchors within the site on the client, as Next.js links are. */
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
