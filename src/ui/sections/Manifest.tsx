import { Heading, nextLevel } from '../primitives/Heading'
import { Section } from '../primitives/Section'
import { NumberedList } from './NumberedList'
import type { SectionProps } from './section-props'
import heading from './SectionHeading.module.css'

export function Manifest({ section, headingLevel }: SectionProps<'manifest'>) {
  const headingId = `${section.key}-heading`
  return (
    <Section aria-labelledby={section.heading ? headingId : undefined}>
      {section.heading ? (
        <Heading level={headingLevel} id={headingId} className={heading.heading}>
          {section.heading}
        </Heading>
      ) : null}
      <NumberedList
        items={section.statements}
        headingLevel={section.heading ? nextLevel(headingLevel) : headingLevel}
        size="large"
      />
    </Section>
  )
}
