import type { ReactNode } from 'react'
import styles from './WordsAndPicture.module.css'

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
