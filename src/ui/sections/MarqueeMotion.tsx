'use client'

import { useState, type ReactNode } from 'react'
import { PauseButton } from '../primitives/PauseButton'
import styles from './Marquee.module.css'

interface MarqueeMotionProps {
  pauseLabel: string
  playLabel: string
  children: ReactNode
}

/** The moving part of a marquee and its pause button (WCAG 2.2.2). */
export function MarqueeMotion({ pauseLabel, playLabel, children }: MarqueeMotionProps) {
  const [paused, setPaused] = useState(false)
  return (
    <div className={styles.motion} data-paused={paused || undefined}>
      <div className={styles.viewport}>{children}</div>
      <PauseButton
        paused={paused}
        pauseLabel={pauseLabel}
        playLabel={playLabel}
        onToggle={() => setPaused((value) => !value)}
        className={styles.control}
      />
    </div>
  )
}
