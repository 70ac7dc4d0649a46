import { ContentImage } from '../media/ContentImage'
import type { SectionProps } from './section-props'
import { TitledSection } from './TitledSection'
import styles from './Team.module.css'

/** The team in words and one wide picture. */
export function Team({ section, headingLevel, media }: SectionProps<'team'>) {
  return (
    <TitledSection section={section} intro={section.body} headingLevel={headingLevel} align="split">
      <ContentImage image={section.image} media={media} preset="full" className={styles.wide} />
    </TitledSection>
  )
}
