import NextLink from 'next/link'
import type { ComponentProps } from 'react'
import { isExternalHref, leavesSite } from '@/domain/content/link'

type SmartLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string }

/** A link that routes on the client within the site and is a plain anchor everywhere else. */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  if (isExternalHref(href)) {
    return (
      <a href={href} {...(leavesSite(href) ? { rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <NextLink href={href} {...rest}>
      {children}
    </NextLink>
  )
}
