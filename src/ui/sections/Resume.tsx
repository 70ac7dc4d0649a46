import { Heading, nextLevel } from '../primitives/Heading'
import { Section } from '../primitives/Section'
import { headingId, type SectionProps } from './section-props'
import styles from './LegalBox.module.css'

export function Resume({ section, headingLevel }: SectionProps<'resume'>) {
  const pointLevel = nextLevel(headingLevel)
  return (
    <Section width="prose" aria-labelledby={headingId(section)}>
      <div className={styles.box}>
        <Heading level={headingLevel} id={headingId(section)} className={styles.heading}>
          {section.heading}
        </Heading>
        <ul className={styles.points}>
          {section.points.map((point) => (
            <li key={point.key}>
              {point.title ? (
                <Heading level={pointLevel} className={styles.pointTitle}>
                  {point.title}
                </Heading>
              ) : null}
              <p>{point.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
