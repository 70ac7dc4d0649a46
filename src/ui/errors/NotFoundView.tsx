import NextLink from 'next/link'
import { HOME_LINK_LABEL, NOT_FOUND_TITLE } from '@/domain/error-copy'
import styles from './ErrorView.module.css'

/** What a visitor sees for an address the site does not have. */
export function NotFoundView() {
  return (
    <div className={styles.error}>
      <p className={styles.status}>404</p>
      <h1 className={styles.title}>{NOT_FOUND_TITLE}</h1>
      <NextLink href="/" className={styles.home}>
        {HOME_LINK_LABEL}
      </NextLink>
    </div>
  )
}
