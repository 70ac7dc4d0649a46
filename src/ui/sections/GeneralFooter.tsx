import type { ReactNode } from 'react'
import type { Link } from '@/domain/content/link'
import { SmartLink } from '../primitives/SmartLink'
import type { SectionProps } from './section-props'
import styles from './GeneralFooter.module.css'

/** The site's footer; `controls` (such as Privacy choices) sit beside the legal line. */
export function GeneralFooter({
  section,
  controls,
}: SectionProps<'generalFooter'> & { controls?: ReactNode }) {
  return (
    <div className={styles.footer}>
      <div className={styles.footerInner}>
        <div className={styles.footerLead}>
          <p className={styles.footerHeading}>{section.heading}</p>
          {section.body ? <p className={styles.footerBody}>{section.body}</p> : null}
          {section.contactEmail ? (
            <a className={styles.email} href={`mailto:${section.contactEmail}`}>
              {section.contactEmail}
            </a>
          ) : null}
        </div>
        <LinkList links={section.links} />
        <div className={styles.footerMeta}>
          <p>{section.legal}</p>
          {controls}
          <LinkList links={section.social} />
        </div>
      </div>
    </div>
  )
}

function LinkList({ links }: { links: Link[] }) {
  if (links.length === 0) return null
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.href}>
          <SmartLink href={link.href}>{link.label}</SmartLink>
        </li>
      ))}
    </ul>
  )
}
