import { Heading } from '../primitives/Heading'
import { Section } from '../primitives/Section'
import { headingId, type SectionProps } from './section-props'
import styles from './LegalBox.module.css'

export function Topics({ section, headingLevel }: SectionProps<'topics'>) {
  return (
    <Section width="prose">
      <nav aria-labelledby={headingId(section)} className={styles.box}>
        <Heading level={headingLevel} id={headingId(section)} className={styles.heading}>
          {section.heading}
        </Heading>
        <ol className={styles.topicList}>
          {section.topics.map((topic) => (
            <li key={topic.key}>
              <a href={`#${topic.anchor}`}>{topic.label}</a>
            </li>
          ))}
        </ol>
      </nav>
    </Section>
  )
}
