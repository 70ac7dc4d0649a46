import type { GeneralFooter } from '@/domain/content/site-settings'
import { SmartLink } from '../primitives/SmartLink'
import styles from './SiteFooter.module.css'

interface SiteFooterProps {
  footer: GeneralFooter
  tagline?: string
}

export function SiteFooter({ footer, tagline }: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.lead}>
          <p className={styles.heading}>{footer.heading}</p>
          {footer.contactEmail ? (
            <a className={styles.email} href={`mailto:${footer.contactEmail}`}>
              {footer.contactEmail}
            </a>
          ) : null}
        </div>
        {footer.links.length > 0 ? (
          <ul className={styles.links}>
            {footer.links.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href}>{link.label}</SmartLink>
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.meta}>
          <p>{footer.legal}</p>
          {tagline ? <p>{tagline}</p> : null}
        </div>
      </div>
    </footer>
  )
}
