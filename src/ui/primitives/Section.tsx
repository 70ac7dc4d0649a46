import type { ComponentProps } from 'react'
import { definedOnly } from './defined-only'
import styles from './Section.module.css'

type SectionProps = ComponentProps<'section'> & {
  width?: 'wide' | 'prose'
  /**
   * When the browser draws the section: as it nears the view (after a page's first section,
   * see Section.module.css), or always, for a section whose own code measures it while away.
   */
  drawn?: 'near-view' | 'always'
}

export function Section({
  width = 'wide',
  drawn = 'near-view',
  className,
  children,
  ...rest
}: SectionProps) {
  const classes = [styles.section, drawn === 'near-view' && styles.drawnNearView, className]
  return (
    <section className={classes.filter(Boolean).join(' ')} {...definedOnly(rest)}>
      <div className={width === 'prose' ? styles.prose : styles.wide}>{children}</div>
    </section>
  )
}
