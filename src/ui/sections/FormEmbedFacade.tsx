'use client'

import { useState } from 'react'
import { preconnect } from 'react-dom'
import type { EmbeddedForm } from '@/domain/content/sections'
import styles from './FormEmbedFacade.module.css'

/** A third-party form that loads only when asked for; a plain link always offers another way. */
export function FormEmbedFacade({ form }: { form: EmbeddedForm }) {
  const [open, setOpen] = useState(false)
  // Intent to open: start connecting to the form's host so it appears sooner.
  const warmUp = () => {
    if (form.url.startsWith('https://')) preconnect(new URL(form.url).origin)
  }

  return (
    <div className={styles.embed}>
      {open ? (
        <iframe
          className={styles.frame}
          src={form.url}
          title={form.title}
          height={form.height}
          loading="eager"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          className={styles.load}
          style={{ minHeight: Math.min(form.height, 320) }}
          onPointerEnter={warmUp}
          onFocus={warmUp}
          onClick={() => setOpen(true)}
        >
          <span className={styles.loadLabel}>{form.loadLabel}</span>
        </button>
      )}
      <p className={styles.fallback}>
        <a href={form.fallbackUrl}>{form.fallbackLabel}</a>
      </p>
    </div>
  )
}
