import { nextLevel } from '../primitives/Heading'
import { Section } from '../primitives/Section'
import { SectionIntro } from '../primitives/SectionIntro'
import { NumberedList } from './NumberedList'
import { headingId, type SectionProps } from './section-props'

/** How we work, as numbered steps. */
export function Approach({ section, headingLevel }: SectionProps<'approach'>) {
  return (
    <Section aria-labelledby={headingId(section)}>
      <SectionIntro
        id={headingId(section)}
        eyebrow={section.eyebrow}
        heading={section.heading}
        intro={section.intro}
        headingLevel={headingLevel}
        align="split"
      />
      <NumberedList items={section.steps} headingLevel={nextLevel(headingLevel)} />
    </Section>
  )
}
