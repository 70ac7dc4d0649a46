import { REVEAL } from '../effects/motion/reveal'
import { ContentImage } from '../media/ContentImage'
import { ButtonLink } from '../primitives/ButtonLink'
import { Section } from '../primitives/Section'
import { SectionIntro } from '../primitives/SectionIntro'
import { headingId, type SectionProps } from './section-props'
import { WordsAndPicture } from './WordsAndPicture'
import styles from './LifeAt.module.css'

export function LifeAt({ section, headingLevel, assetUrls }: SectionProps<'lifeAt'>) {
  return (
    <Section aria-labelledby={headingId(section)}>
      <WordsAndPicture
        picture={
          <div
            className={styles.collage}
            data-count={Math.min(section.images.length, 3)}
            {...REVEAL}
          >
            {section.images.slice(0, 3).map((image) => (
              <ContentImage
                key={image.asset.id}
                image={image}
                assetUrls={assetUrls}
                preset="collage"
                className={styles.collageImage}
              />
            ))}
          </div>
        }
      >
        <SectionIntro section={section} intro={section.body} headingLevel={headingLevel} />
        {section.cta ? <ButtonLink link={section.cta} variant="secondary" /> : null}
      </WordsAndPicture>
    </Section>
  )
}
