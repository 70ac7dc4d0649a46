'use client'

import { useServices } from '../../services/ClientServices'
import { reopenConsent } from './consent-store'
import styles from './ConsentChoice.module.css'

/** In the footer: reopens the analytics choice. Only where the site has analytics. */
export function PrivacyChoicesButton({ label }: { label: string }) {
  const { analytics } = useServices()
  if (!analytics) return null
  return (
    <button type="button" className={styles.reopen} onClick={reopenConsent}>
      {label}
    </button>
  )
}
