import { nextLevel } from '../primitives/Heading'
import { NumberedList } from './NumberedList'
import type { SectionProps } from './section-props'
import { TitledSection } from './TitledSection'

/** How we work, as numbered steps. */
export function Approach({ section, headingLevel }: SectionProps<'approach'>) {
  return (
    <TitledSection
      section={section}
      intro={section.intro}
      headingLevel={headingLevel}
      align="split"
    >
      <NumberedList items={section.steps} headingLevel={nextLevel(headingLevel)} />
    </TitledSection>
  )
}
