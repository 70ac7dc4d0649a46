import type { ReactNode } from 'react'
import type { HeadingLevel } from '../primitives/Heading'
import { Section } from '../primitives/Section'
import { SectionIntro } from '../primitives/SectionIntro'
import { headingId } from './section-props'

interface TitledSectionProps {
  section: { key: string; eyebrow?: string; heading?: string }
  /** The lead-in under the heading (a section's intro or its body, whichever it has). */
  intro?: string
  headingLevel: HeadingLevel
  /** 'split' sets the lead-in beside the heading on wide screens. */
  align?: 'start' | 'split'
  /** An anchor other pages link to, such as #open-roles. */
  id?: string
  className?: string
  children: ReactNode
}

/** A section opened by its eyebrow, heading and lead-in, and named by its heading if it has one. */
export function TitledSection({
  section,
  intro,
  headingLevel,
  align,
  id,
  className,
  children,
}: TitledSectionProps) {
  return (
    <Section
      aria-labelledby={section.heading ? headingId(section) : undefined}
      id={id}
      className={className}
    >
      <SectionIntro
        id={headingId(section)}
        eyebrow={section.eyebrow}
        heading={section.heading}
        intro={intro}
        headingLevel={headingLevel}
        align={align}
      />
      {children}
    </Section>
  )
}
