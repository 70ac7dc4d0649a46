import type { JobOpening } from '@/domain/content/documents'
import { salaryText, workplaceText } from '@/domain/content/job-openings'
import { REVEAL } from '../effects/motion/reveal'
import { Heading, nextLevel, type HeadingLevel } from '../primitives/Heading'
import { SmartLink } from '../primitives/SmartLink'
import { TextItems } from '../primitives/TextItems'
import type { SectionProps } from './section-props'
import { TitledSection } from './TitledSection'
import styles from './JobOpenings.module.css'

interface OpeningProps {
  opening: JobOpening
  /** The section, whose labels each opening shows. */
  labels: SectionProps<'jobOpenings'>['section']
  headingLevel: HeadingLevel
}

function Opening({ opening, labels, headingLevel }: OpeningProps) {
  const listLevel = nextLevel(headingLevel)
  return (
    <article className={styles.opening} aria-labelledby={`job-${opening.slug}`} {...REVEAL}>
      <div className={styles.summary}>
        <Heading level={headingLevel} id={`job-${opening.slug}`} className={styles.title}>
          {opening.title}
        </Heading>
        <p className={styles.facts}>
          {[
            opening.department,
            workplaceText(opening.workplace),
            opening.hours ?? opening.employment,
          ].join(' · ')}
        </p>
        <p>{opening.summary}</p>
      </div>
      <div className={styles.details}>
        <Heading level={listLevel} className={styles.listTitle}>
          {labels.responsibilitiesHeading}
        </Heading>
        <ul>
          <TextItems items={opening.responsibilities} />
        </ul>
        <Heading level={listLevel} className={styles.listTitle}>
          {labels.requirementsHeading}
        </Heading>
        <ul>
          <TextItems items={opening.requirements} />
        </ul>
        {opening.salary ? <p className={styles.salary}>{salaryText(opening.salary)}</p> : null}
      </div>
      {/* Described by the role's title, so "Apply" says what it applies for. */}
      <SmartLink
        href={opening.applyUrl}
        className={styles.apply}
        aria-describedby={`job-${opening.slug}`}
      >
        {labels.applyLabel}
      </SmartLink>
    </article>
  )
}

export function JobOpenings({ section, headingLevel }: SectionProps<'jobOpenings'>) {
  return (
    <TitledSection
      section={section}
      headingLevel={headingLevel}
      align="split"
      id={section.anchor}
      className={styles.section}
    >
      {section.openings.length > 0 ? (
        <ul className={styles.openings}>
          {section.openings.map((opening) => (
            <li key={opening.id}>
              <Opening opening={opening} labels={section} headingLevel={nextLevel(headingLevel)} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{section.emptyMessage}</p>
      )}
    </TitledSection>
  )
}
