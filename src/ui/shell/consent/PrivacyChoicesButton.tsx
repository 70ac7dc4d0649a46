'use client'

import { useServices } from '../../services/ClientServices'
import styles from './ConsentChoice.module.css'

export function PrivacyChoicesButton({ label }: { label: string }) {
  const { analytics, consent } = useServices()
  if (!analytics) return null
  return (
    <button type="button" className={styles.reopen} onClick={consent.reopen}>
      {label}
    </button>
  )
}
