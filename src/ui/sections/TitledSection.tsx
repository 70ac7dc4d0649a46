import type { ReactNode } from 'react'
import type { HeadingLevel } from '../primitives/Heading'
import { Section } from '../primitives/Section'
import { headingId, SectionIntro } from '../primitives/SectionIntro'

interface TitledSectionProps {
  section: { key: string; eyebrow?: string; heading?: string; intro?: string }
  /** The lead-in under the heading, when it is not the section's intro (such as its body). */
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
  intro = section.intro,
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
      <SectionIntro section={section} intro={intro} headingLevel={headingLevel} align={align} />
      {children}
    </Section>
  )
}
