import { HOME_LINK_LABEL } from '@/domain/error-copy'
import styles from '../../errors/ErrorView.module.css'
import { RetryButton } from './RetryButton'

/** The offline page: what happened, what still works, and a way to try again. */
export function OfflineView({ title, body, retry }: Record<'title' | 'body' | 'retry', string>) {
  return (
    <div className={styles.error}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.message}>{body}</p>
      <div className={styles.actions}>
        <RetryButton label={retry} className={styles.retry} />
        {/* A full page load: the service worker answers it from what it kept. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className={styles.home}>
          {HOME_LINK_LABEL}
        </a>
      </div>
    </div>
  )
}
