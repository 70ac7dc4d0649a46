import { REVEAL } from '../effects/motion/reveal'
import { WebglScene } from '../effects/webgl/WebglScene'
import { ContentImage } from '../media/ContentImage'
import { Section } from '../primitives/Section'
import { SectionIntro } from '../primitives/SectionIntro'
import { headingId, type SectionProps } from './section-props'
import styles from './WebglBlock.module.css'

export function WebglBlock({ section, headingLevel, assetUrls }: SectionProps<'webglBlock'>) {
  return (
    <Section drawn="always" aria-labelledby={section.heading ? headingId(section) : undefined}>
      <div className={styles.webgl} {...REVEAL}>
        <WebglScene
          className={styles.scene}
          pauseLabel={section.pauseLabel}
          playLabel={section.playLabel}
        >
          <ContentImage
            image={section.fallbackImage}
            assetUrls={assetUrls}
            preset="full"
            className={styles.webglImage}
          />
        </WebglScene>
        {section.heading || section.body ? (
          <div className={styles.webglWords}>
            <SectionIntro section={section} intro={section.body} headingLevel={headingLevel} />
          </div>
        ) : null}
      </div>
    </Section>
  )
}
