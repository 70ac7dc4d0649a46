import { nextLevel } from '../primitives/Heading'
import { Section } from '../primitives/Section'
import { SectionIntro } from '../primitives/SectionIntro'
import { NumberedList } from './NumberedList'
import { headingId, type SectionProps } from './section-props'

/** What working here brings, as a numbered list. */
export function LifeAtBenefits({ section, headingLevel }: SectionProps<'lifeAtBenefits'>) {
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
      <NumberedList items={section.benefits} headingLevel={nextLevel(headingLevel)} />
    </Section>
  )
}
