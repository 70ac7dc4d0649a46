import { nextLevel } from '../primitives/Heading'
import { JobOpening } from './JobOpening'
import type { SectionProps } from './section-props'
import { TitledSection } from './TitledSection'
import styles from './JobOpenings.module.css'

/** The roles that are open, each with what it involves and how to apply. */
export function JobOpenings({ section, headingLevel }: SectionProps<'jobOpenings'>) {
  const labels = {
    applyLabel: section.applyLabel,
    responsibilitiesHeading: section.responsibilitiesHeading,
    requirementsHeading: section.requirementsHeading,
  }
  return (
    <TitledSection
      section={section}
      intro={section.intro}
      headingLevel={headingLevel}
      align="split"
      id={section.anchor}
      className={styles.section}
    >
      {section.openings.length > 0 ? (
        <ul className={styles.openings}>
          {section.openings.map((opening) => (
            <li key={opening.id}>
              <JobOpening
                opening={opening}
                labels={labels}
                headingLevel={nextLevel(headingLevel)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{section.emptyMessage}</p>
      )}
    </TitledSection>
  )
}
