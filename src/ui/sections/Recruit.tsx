import { ButtonLink } from '../primitives/ButtonLink'
import { Heading } from '../primitives/Heading'
import { Section } from '../primitives/Section'
import styles from './Recruit.module.css'
import type { SectionProps } from './section-props'

export function Recruit({ section, headingLevel }: SectionProps<'recruit'>) {
  const headingId = `${section.key}-heading`
  return (
    <Section aria-labelledby={headingId}>
      <div className={styles.card}>
        <Heading level={headingLevel} id={headingId} className={styles.heading}>
          {section.heading}
        </Heading>
        <p className={styles.body}>{section.body}</p>
        {section.cta ? <ButtonLink link={section.cta} /> : null}
      </div>
    </Section>
  )
}
