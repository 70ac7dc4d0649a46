import { ContentImage } from '../media/ContentImage'
import { Section } from '../primitives/Section'
import { SectionIntro } from '../primitives/SectionIntro'
import { headingId, type SectionProps } from './section-props'
import styles from './Team.module.css'

/** The team in words and one wide picture. */
export function Team({ section, headingLevel, media }: SectionProps<'team'>) {
  return (
    <Section aria-labelledby={headingId(section)}>
      <SectionIntro
        id={headingId(section)}
        eyebrow={section.eyebrow}
        heading={section.heading}
        intro={section.body}
        headingLevel={headingLevel}
        align="split"
      />
      <ContentImage image={section.image} media={media} preset="full" className={styles.wide} />
    </Section>
  )
}
