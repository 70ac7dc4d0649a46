import type { ReactNode } from 'react'
import type { Image } from '@/domain/content/assets'
import { ContentImage } from '../media/ContentImage'
import type { AssetUrls } from '../media/asset-urls'
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

/** One picture on the other side of the words, if the section has one. */
export function SidePicture({ image, assetUrls }: { image?: Image; assetUrls: AssetUrls }) {
  return image ? <ContentImage image={image} assetUrls={assetUrls} preset="half" rounded /> : null
}
