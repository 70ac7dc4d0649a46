import { HOME_LINK_LABEL, NOT_FOUND_TITLE } from '@/domain/error-copy'
import styles from './ErrorView.module.css'
import { SmartLink } from '../primitives/SmartLink'

export function NotFoundView() {
  return (
    <div className={styles.error}>
      <p className={styles.status}>404</p>
      <h1 className={styles.title}>{NOT_FOUND_TITLE}</h1>
      <SmartLink href="/" className={styles.home}>
        {HOME_LINK_LABEL}
      </SmartLink>
    </div>
  )
}
