import type { ReactNode } from 'react'
import styles from './WordsAndPicture.module.css'

/**
 * The layout of sections that tell a short story: words in one column and a picture in the
 * other on wide screens, the picture under the words on narrow ones.
 */
export function WordsAndPicture({
  picture,
  children,
}: {
  picture?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={styles.split}>
      <div className={styles.words}>{children}</div>
      {picture}
    </div>
  )
}
