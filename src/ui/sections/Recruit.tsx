import { REVEAL } from '../effects/motion/reveal'
import { ButtonLink } from '../primitives/ButtonLink'
import { Heading } from '../primitives/Heading'
import { Section } from '../primitives/Section'
import { headingId, type SectionProps } from './section-props'
import styles from './Recruit.module.css'

export function Recruit({ section, headingLevel }: SectionProps<'recruit'>) {
  return (
    <Section aria-labelledby={headingId(section)}>
      <div className={styles.card} {...REVEAL}>
        <Heading level={headingLevel} id={headingId(section)} className={styles.heading}>
          {section.heading}
        </Heading>
        <p className={styles.body}>{section.body}</p>
        {section.cta ? <ButtonLink link={section.cta} /> : null}
      </div>
    </Section>
  )
}
