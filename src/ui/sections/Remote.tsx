import { Section } from '../primitives/Section'
import { SectionIntro } from '../primitives/SectionIntro'
import { headingId, type SectionProps } from './section-props'
import { SidePicture, WordsAndPicture } from './WordsAndPicture'
import styles from './Remote.module.css'

export function Remote({ section, headingLevel, assetUrls }: SectionProps<'remote'>) {
  return (
    <Section aria-labelledby={headingId(section)}>
      <WordsAndPicture picture={<SidePicture image={section.image} assetUrls={assetUrls} />}>
        <SectionIntro section={section} intro={section.body} headingLevel={headingLevel} />
        <ul className={styles.locations}>
          {section.locations.map((location) => (
            <li key={location.key}>
              <span className={styles.city}>{location.city}</span>
              <span className={styles.country}>{location.country}</span>
            </li>
          ))}
        </ul>
      </WordsAndPicture>
    </Section>
  )
}
