import type { ComponentProps } from 'react'
import { definedOnly } from './defined-only'
import styles from './Section.module.css'

type SectionProps = ComponentProps<'section'> & { width?: 'wide' | 'prose' }

export function Section({ width = 'wide', className, children, ...rest }: SectionProps) {
  return (
    <section
      className={[styles.section, className].filter(Boolean).join(' ')}
      {...definedOnly(rest)}
    >
      <div className={width === 'prose' ? styles.prose : styles.wide}>{children}</div>
    </section>
  )
}
