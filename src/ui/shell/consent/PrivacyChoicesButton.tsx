'use client'

import { useServices } from '../../services/ClientServices'
import styles from './ConsentChoice.module.css'

/** In the footer: reopens the analytics choice. Only where the site has analytics. */
export function PrivacyChoicesButton({ label }: { label: string }) {
  const { analytics, consent } = useServices()
  if (!analytics) return null
  return (
    <button type="button" className={styles.reopen} onClick={consent.reopen}>
      {label}
    </button>
  )
}
