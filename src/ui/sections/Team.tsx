import { ContentImage } from '../media/ContentImage'
import type { SectionProps } from './section-props'
import { TitledSection } from './TitledSection'
import styles from './Team.module.css'

/** The team in words and one wide picture. */
export function Team({ section, headingLevel, assetUrls }: SectionProps<'team'>) {
  return (
    <TitledSection section={section} intro={section.body} headingLevel={headingLevel} align="split">
      <ContentImage
        image={section.image}
        assetUrls={assetUrls}
        preset="full"
        className={styles.wide}
      />
    </TitledSection>
  )
}
