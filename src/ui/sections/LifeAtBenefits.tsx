import { nextLevel } from '../primitives/Heading'
import { NumberedList } from './NumberedList'
import type { SectionProps } from './section-props'
import { TitledSection } from './TitledSection'

/** What working here brings, as a numbered list. */
export function LifeAtBenefits({ section, headingLevel }: SectionProps<'lifeAtBenefits'>) {
  return (
    <TitledSection
      section={section}
      intro={section.intro}
      headingLevel={headingLevel}
      align="split"
    >
      <NumberedList items={section.benefits} headingLevel={nextLevel(headingLevel)} />
    </TitledSection>
  )
}
