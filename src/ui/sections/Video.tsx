import { shownSize } from '@/domain/content/image-crop'
import { srcSetWidths } from '@/domain/images'
import { devicePixelsFor } from '../media/presets'
import { PosterVideo } from './PosterVideo'
import type { SectionProps } from './section-props'
import { TitledSection } from './TitledSection'
import styles from './Video.module.css'

/** A video the visitor starts: nothing but its poster loads before play (see PosterVideo). */
export function Video({ section, headingLevel, assetUrls }: SectionProps<'video'>) {
  const { poster } = section
  // The poster's crop is the frame's shape, as the editor cut it.
  const shown = shownSize(poster)
  const [least, most] = devicePixelsFor('full')
  const posters = srcSetWidths(shown.width, most, least).map((width) => ({
    width,
    url: assetUrls.images.url(poster, { width }),
  }))
  return (
    <TitledSection section={section} headingLevel={headingLevel}>
      <figure className={styles.figure}>
        <div
          className={styles.frame}
          style={{ aspectRatio: `${shown.width || 16} / ${shown.height || 9}` }}
        >
          <PosterVideo
            className={styles.video}
            controls
            playsInline
            preload="none"
            posters={posters}
            preview={poster.crop ? undefined : poster.asset.lqip}
            width={shown.width || undefined}
            height={shown.height || undefined}
            aria-label={section.heading ?? section.poster.alt}
          >
            <source
              src={assetUrls.files.url(section.video)}
              type={section.video.mimeType ?? `video/${section.video.extension}`}
            />
            <track
              kind="captions"
              src={assetUrls.files.url(section.captions)}
              srcLang={section.captionsLanguage}
              label={section.captionsLabel}
              default
            />
          </PosterVideo>
        </div>
        {section.caption ? (
          <figcaption className={styles.caption}>{section.caption}</figcaption>
        ) : null}
      </figure>
      {section.transcript ? <p className={styles.transcript}>{section.transcript}</p> : null}
    </TitledSection>
  )
}
