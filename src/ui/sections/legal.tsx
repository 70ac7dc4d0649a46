import { Heading, nextLevel } from '../primitives/Heading'
import { Section } from '../primitives/Section'
import { RichTextView } from './RichTextView'
import { headingId, type SectionProps } from './section-props'
import styles from './legal.module.css'

/*
 * Sections of long texts such as the privacy policy: the short version, a table of contents and
 * the text itself.
 */

export function Resume({ section, headingLevel }: SectionProps<'resume'>) {
  const pointLevel = nextLevel(headingLevel)
  return (
    <Section width="prose" aria-labelledby={headingId(section)}>
      <div className={styles.resume}>
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

export function Topics({ section, headingLevel }: SectionProps<'topics'>) {
  return (
    <Section width="prose">
      <nav aria-labelledby={headingId(section)} className={styles.topics}>
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

/** Long-form rich text. Its headings come from the text itself. */
export function Content({ section }: SectionProps<'content'>) {
  return (
    <Section width="prose">
      <RichTextView value={section.body} className={styles.content} />
    </Section>
  )
}
