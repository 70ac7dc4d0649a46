import type { ComponentProps } from 'react'
import { isExternalHref, leavesSite } from '@/domain/content/link'
import { IntentLink } from './IntentLink'

type SmartLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string }

/** Routes on the client within the site (see IntentLink); a plain anchor everywhere else. */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  if (isExternalHref(href)) {
    return (
      <a href={href} {...(leavesSite(href) ? { rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <IntentLink href={href} {...rest}>
      {children}
    </IntentLink>
  )
}
