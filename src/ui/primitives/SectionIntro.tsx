import { REVEAL } from '../effects/motion/reveal'
import { Heading, type HeadingLevel } from './Heading'
import styles from './SectionIntro.module.css'

interface SectionIntroProps {
  id: string
  eyebrow?: string
  heading?: string
  intro?: string
  headingLevel: HeadingLevel
  align?: 'start' | 'split'
}

export function SectionIntro({
  id,
  eyebrow,
  heading,
  intro,
  headingLevel,
  align = 'start',
}: SectionIntroProps) {
  if (!eyebrow && !heading && !intro) return null
  return (
    <div className={styles.intro} data-align={align} {...REVEAL}>
      <div className={styles.titles}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        {heading ? (
          <Heading level={headingLevel} id={id} className={styles.heading}>
            {heading}
          </Heading>
        ) : null}
      </div>
      {intro ? <p className={styles.lead}>{intro}</p> : null}
    </div>
  )
}
