import { Heading, nextLevel } from '../primitives/Heading'
import { Section } from '../primitives/Section'
import { NumberedList } from './NumberedList'
import type { SectionProps } from './section-props'
import heading from './SectionHeading.module.css'

export function Approach({ section, headingLevel }: SectionProps<'approach'>) {
  const headingId = `${section.key}-heading`
  return (
    <Section aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className={heading.heading}>
        {section.heading}
      </Heading>
      <NumberedList items={section.steps} headingLevel={nextLevel(headingLevel)} />
    </Section>
  )
}
