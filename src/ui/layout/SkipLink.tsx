import styles from './SkipLink.module.css'

export function SkipLink({ label, target }: { label: string; target: string }) {
  return (
    <a className={styles.skipLink} href={`#${target}`}>
      {label}
    </a>
  )
}
