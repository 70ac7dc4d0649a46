import { nextLevel } from '../primitives/Heading'
import { Section } from '../primitives/Section'
import { SectionIntro } from '../primitives/SectionIntro'
import { NumberedList } from './NumberedList'
import { headingId, type SectionProps } from './section-props'

/** The manifesto's statements, numbered and set large. */
export function Manifest({ section, headingLevel }: SectionProps<'manifest'>) {
  return (
    <Section aria-labelledby={section.heading ? headingId(section) : undefined}>
      <SectionIntro id={headingId(section)} heading={section.heading} headingLevel={headingLevel} />
      <NumberedList
        items={section.statements}
        headingLevel={section.heading ? nextLevel(headingLevel) : headingLevel}
        size="large"
      />
    </Section>
  )
}
