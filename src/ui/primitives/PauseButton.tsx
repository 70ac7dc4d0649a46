import styles from './PauseButton.module.css'

interface PauseButtonProps {
  paused: boolean
  pauseLabel: string
  playLabel: string
  onToggle: () => void
  /** Where the button sits: each moving thing places its own. */
  className?: string
}

/** Stops and restarts something that moves on its own (WCAG 2.2.2); pressed while stopped. */
export function PauseButton({
  paused,
  pauseLabel,
  playLabel,
  onToggle,
  className,
}: PauseButtonProps) {
  return (
    <button
      type="button"
      className={[styles.button, className].filter(Boolean).join(' ')}
      aria-pressed={paused}
      onClick={onToggle}
    >
      <span aria-hidden="true" className={styles.icon} data-paused={paused || undefined} />
      <span className="visually-hidden">{paused ? playLabel : pauseLabel}</span>
    </button>
  )
}
