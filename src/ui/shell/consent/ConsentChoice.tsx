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

/**
 * The analytics choice: a small panel, not a wall. It asks only when the site has analytics,
 * the visitor has not chosen yet and the browser has not already said no (Do Not Track, Global
 * Privacy Control). The content says why the site counts visits; the configured analytics
 * adapter says who receives them and what they hold. It does not take focus when it first
 * appears; reopened from the footer, it does, so keyboard users land on it. Not being modal, it
 * reserves the band it covers at the foot of the window, so that it never hides what has focus,
 * and it goes beneath the open menu.
 */
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

/** The analytics choice (the panel), and what screen readers hear of its arrival. */
export function ConsentChoice({ labels }: { labels: ConsentLabels }) {
  return (
    <>
      <ConsentAnnouncement title={labels.consentTitle} />
      <ConsentPanel labels={labels} />
    </>
  )
}

/**
 * The panel appears after hydration without taking focus, so screen readers would not notice it:
 * a polite live region, in the page from the server's HTML on (a region that arrives with its
 * text is not reliably heard), takes the panel's title when it first asks and empties once it is
 * answered. Reopened from the footer it stays quiet: focus moving into the panel says it. It is
 * part of the shell, so client navigations leave its text, and the visitor, alone.
 */
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
