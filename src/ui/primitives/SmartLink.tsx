import type { ComponentProps } from 'react'
import { isExternalHref, leavesSite } from '@/domain/content/link'
import { SITE_LINK_ATTRIBUTE } from '../shell/links/site-links'

type SmartLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string }

/**
 * A plain anchor, with no script of its own: within the site it is marked for SiteLinks, which
 * routes it on the client and prefetches its page; another host gets no opener or referrer.
 */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  const kind = isExternalHref(href)
    ? leavesSite(href)
      ? { rel: 'noopener noreferrer' }
      : {}
    : { [SITE_LINK_ATTRIBUTE]: '' }
  return (
    <a href={href} {...kind} {...rest}>
      {children}
    </a>
  )
}
