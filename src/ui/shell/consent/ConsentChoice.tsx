'use client'

import { useEffect, useId, useRef } from 'react'
import type { InterfaceLabels } from '@/domain/content/site-settings'
import { shouldAskForConsent } from '@/domain/privacy'
import { useServices } from '../../services/ClientServices'
import { useFootSpace } from '../layout/use-foot-space'
import styles from './ConsentChoice.module.css'
import { useConsent } from './use-consent'

type ConsentLabels = Pick<
  InterfaceLabels,
  'consentTitle' | 'consentBody' | 'consentAccept' | 'consentDecline'
>

/** The analytics choice: a small panel that reserves its band and takes focus when reopened. */
function ConsentPanel({ labels }: { labels: ConsentLabels }) {
  const { analytics, consent } = useServices()
  const signals = useConsent()
  const headingId = useId()
  const accept = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLElement>(null)
  const shown = Boolean(analytics && signals && (signals.reopened || shouldAskForConsent(signals)))
  const reopened = Boolean(signals?.reopened)
  useFootSpace('consent', panel, shown)

  useEffect(() => {
    if (shown && reopened) accept.current?.focus()
  }, [shown, reopened])

  if (!shown || !analytics) return null
  return (
    <section ref={panel} className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {labels.consentTitle}
      </h2>
      <p className={styles.body}>{labels.consentBody}</p>
      <p className={styles.body}>{analytics.disclosure}</p>
      <div className={styles.actions}>
        <button
          ref={accept}
          type="button"
          className={styles.accept}
          onClick={() => consent.choose('granted')}
        >
          {labels.consentAccept}
        </button>
        <button type="button" className={styles.decline} onClick={() => consent.choose('denied')}>
          {labels.consentDecline}
        </button>
      </div>
    </section>
  )
}

export function ConsentChoice({ labels }: { labels: ConsentLabels }) {
  return (
    <>
      <ConsentAnnouncement title={labels.consentTitle} />
      <ConsentPanel labels={labels} />
    </>
  )
}

/** The panel arrives without focus: a live region, in the server's HTML, says its title once. */
function ConsentAnnouncement({ title }: { title: string }) {
  const { analytics } = useServices()
  const signals = useConsent()
  const asking = Boolean(analytics && signals && !signals.reopened && shouldAskForConsent(signals))
  return (
    <div className="visually-hidden" role="status">
      {asking ? title : ''}
    </div>
  )
}
