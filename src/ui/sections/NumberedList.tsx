import type { Point } from '@/domain/content/sections'
import { REVEAL } from '../effects/motion/reveal'
import { Heading, type HeadingLevel } from '../primitives/Heading'
import styles from './NumberedList.module.css'

interface NumberedListProps {
  items: Point[]
  headingLevel: HeadingLevel
  size?: 'regular' | 'large'
}

/** Steps, values or statements: a counted list whose numbers are decoration, not content. */
export function NumberedList({ items, headingLevel, size = 'regular' }: NumberedListProps) {
  return (
    <ol className={styles.list} data-size={size} data-columns={wideColumns(items.length)}>
      {items.map((item, index) => (
        <li key={item.key} className={styles.item} {...REVEAL}>
          <span className={styles.number} aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <Heading level={headingLevel} className={styles.title}>
            {item.title}
          </Heading>
          <p className={styles.body}>{item.body}</p>
        </li>
      ))}
    </ol>
  )
}

/** Columns on wide screens: four when that fills every row and three would not, else three. */
function wideColumns(count: number): 3 | 4 {
  return count % 4 === 0 && count % 3 !== 0 ? 4 : 3
}
