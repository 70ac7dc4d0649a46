import { REVEAL } from '../effects/motion/reveal'
import { Heading, type HeadingLevel } from './Heading'
import styles from './SectionIntro.module.css'

interface SectionIntroProps {
  section: { key: string; eyebrow?: string; heading?: string }
  intro?: string
  headingLevel: HeadingLevel
  align?: 'start' | 'split'
}

export function headingId(section: { key: string }): string {
  return `${section.key}-heading`
}

/** A section's eyebrow, heading and lead-in; the heading's id is the section's headingId. */
export function SectionIntro({ section, intro, headingLevel, align = 'start' }: SectionIntroProps) {
  const { eyebrow, heading } = section
  if (!eyebrow && !heading && !intro) return null
  return (
    <div className={styles.intro} data-align={align} {...REVEAL}>
      <div className={styles.titles}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        {heading ? (
          <Heading level={headingLevel} id={headingId(section)} className={styles.heading}>
            {heading}
          </Heading>
        ) : null}
      </div>
      {intro ? <p className={styles.lead}>{intro}</p> : null}
    </div>
  )
}
