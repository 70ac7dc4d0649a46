import type { SectionProps } from './section-props'
import { TitledSection } from './TitledSection'
import styles from './Video.module.css'

/**
 * A video the visitor starts: never autoplays, shows its poster, carries captions and, when the
 * editor wrote one, a transcript. Nothing downloads until the visitor presses play.
 */
export function Video({ section, headingLevel, assetUrls }: SectionProps<'video'>) {
  const poster = assetUrls.images.url(section.poster.asset, { width: 1280 })
  return (
    <TitledSection section={section} headingLevel={headingLevel}>
      <figure className={styles.figure}>
        <video
          className={styles.video}
          controls
          playsInline
          preload="none"
          poster={poster}
          width={section.poster.asset.width || undefined}
          height={section.poster.asset.height || undefined}
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
        </video>
        {section.caption ? (
          <figcaption className={styles.caption}>{section.caption}</figcaption>
        ) : null}
      </figure>
      {section.transcript ? <p className={styles.transcript}>{section.transcript}</p> : null}
    </TitledSection>
  )
}
