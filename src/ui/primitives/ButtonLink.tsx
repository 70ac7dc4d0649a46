import type { Link } from '@/domain/content/link'
import styles from './ButtonLink.module.css'
import { SmartLink } from './SmartLink'

interface ButtonLinkProps {
  link: Link
  variant?: 'primary' | 'secondary'
  className?: string
}

export function ButtonLink({ link, variant = 'primary', className }: ButtonLinkProps) {
  return (
    <SmartLink
      href={link.href}
      className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}
    >
      {link.label}
      <span aria-hidden="true" className={styles.arrow}>
        →
      </span>
    </SmartLink>
  )
}
