import {
  ERROR_REFERENCE_LABEL,
  ERROR_TITLE,
  HOME_LINK_LABEL,
  NOT_FOUND_TITLE,
  RETRY_LABEL,
  SERVER_ERROR_MESSAGE,
} from '@/domain/error-copy'
import type { NormalisedError } from '@/domain/errors'
import { redactServerDetails } from '@/domain/redaction'
import styles from './ErrorView.module.css'

export interface ErrorViewProps {
  error: NormalisedError
  /** The server's reference for an error it kept to itself; visitors can quote it to support. */
  reference?: string
  onRetry?: () => void
}

/** The error page; a server error arrives without its message, so it shows a reference instead. */
export function ErrorView({ error, reference, onRetry }: ErrorViewProps) {
  const title = error.statusCode === 404 ? NOT_FOUND_TITLE : ERROR_TITLE
  const message = reference ? SERVER_ERROR_MESSAGE : redactServerDetails(error.message)
  return (
    <div className={styles.error} role="alert">
      <p className={styles.status}>{error.statusCode}</p>
      <h1 className={styles.title}>{title}</h1>
      {message && message !== title ? <p className={styles.message}>{message}</p> : null}
      {reference ? (
        <p className={styles.reference}>
          {ERROR_REFERENCE_LABEL} {reference}
        </p>
      ) : null}
      <div className={styles.actions}>
        {onRetry ? (
          <button type="button" className={styles.retry} onClick={onRetry}>
            {RETRY_LABEL}
          </button>
        ) : null}
        {/* A full page load is the most reliable way out of a broken state, so no client routing. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className={styles.home}>
          {HOME_LINK_LABEL}
        </a>
      </div>
    </div>
  )
}
