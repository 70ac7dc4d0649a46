'use client'

import type { JobOpening as Opening } from '@/domain/content/documents'
import { salaryText, workplaceText } from '@/domain/content/job-openings'
import type { JobOpeningsSection } from '@/domain/content/sections'
import { REVEAL } from '../effects/motion/reveal'
import { Heading, nextLevel, type HeadingLevel } from '../primitives/Heading'
import { SmartLink } from '../primitives/SmartLink'
import styles from './JobOpenings.module.css'

/*
 * A client component for what it costs the page, not for behaviour: its props are the role's
 * data, the same object the role's JSON-LD is built from (JobPostingsJsonLd), so the RSC
 * payload holds each role once, as data, instead of its rendered elements and its structured
 * data besides. The markup is rendered on the server as before.
 */

export interface JobOpeningProps {
  opening: Opening
  labels: Pick<JobOpeningsSection, 'applyLabel' | 'responsibilitiesHeading' | 'requirementsHeading'>
  headingLevel: HeadingLevel
}

export function JobOpening({ opening, labels, headingLevel }: JobOpeningProps) {
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
          {opening.responsibilities.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <Heading level={listLevel} className={styles.listTitle}>
          {labels.requirementsHeading}
        </Heading>
        <ul>
          {opening.requirements.map((item) => (
            <li key={item}>{item}</li>
          ))}
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
