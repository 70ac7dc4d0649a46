import styles from './SkipLink.module.css'

/** First stop for keyboard users: jumps past the header to the page's main content. */
export function SkipLink({ label, target }: { label: string; target: string }) {
  return (
    <a className={styles.skipLink} href={`#${target}`}>
      {label}
    </a>
  )
}
