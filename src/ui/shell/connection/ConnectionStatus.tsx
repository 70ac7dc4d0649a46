'use client'

import { useEffect, useRef, useState } from 'react'
import { useFootSpace } from '../layout/use-foot-space'
import styles from './ConnectionStatus.module.css'
import { useOnline } from './use-online'

const ONLINE_NOTICE_MS = 5_000

/** Says, in a polite live region, when the connection drops (and what still works) and returns. */
export function ConnectionStatus({ offline, online }: { offline: string; online: string }) {
  const isOnline = useOnline()
  const wasOnline = useRef(true)
  const [backOnline, setBackOnline] = useState(false)

  useEffect(() => {
    const returned = isOnline && !wasOnline.current
    wasOnline.current = isOnline
    if (!returned) return
    const show = window.setTimeout(() => setBackOnline(true), 0)
    const hide = window.setTimeout(() => setBackOnline(false), ONLINE_NOTICE_MS)
    return () => {
      window.clearTimeout(show)
      window.clearTimeout(hide)
      setBackOnline(false)
    }
  }, [isOnline])

  const message = !isOnline ? offline : backOnline ? online : ''
  // Shown, it reserves its band like the consent question, so it hides nothing that has focus.
  const note = useRef<HTMLDivElement>(null)
  useFootSpace('connection', note, message !== '')
  return (
    <div
      ref={note}
      className={styles.status}
      role="status"
      data-connection={isOnline ? 'online' : 'offline'}
      data-shown={message ? '' : undefined}
    >
      {message}
    </div>
  )
}
