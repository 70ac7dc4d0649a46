'use client'

import { useState, type ReactNode } from 'react'
import styles from './Marquee.module.css'

interface MarqueeMotionProps {
  pauseLabel: string
  playLabel: string
  children: ReactNode
}

/**
 * The moving part of a marquee and its pause button: moving content must be possible to stop
 * (WCAG 2.2.2). Hovering or focusing it pauses it too.
 */
export function MarqueeMotion({ pauseLabel, playLabel, children }: MarqueeMotionProps) {
  const [paused, setPaused] = useState(false)
  return (
    <div className={styles.motion} data-paused={paused || undefined}>
      <div className={styles.viewport}>{children}</div>
      <button
        type="button"
        className={styles.control}
        aria-pressed={paused}
        onClick={() => setPaused((value) => !value)}
      >
        <span aria-hidden="true" className={styles.controlIcon} data-paused={paused || undefined} />
        <span className="visually-hidden">{paused ? playLabel : pauseLabel}</span>
      </button>
    </div>
  )
}
