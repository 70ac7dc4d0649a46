import { nextLevel } from '../primitives/Heading'
import { NumberedList } from './NumberedList'
import type { SectionProps } from './section-props'
import { TitledSection } from './TitledSection'

/** Numbered points beside the heading: how we work, what working here brings. */
export function SplitPoints({
  section,
  headingLevel,
}: SectionProps<'approach'> | SectionProps<'lifeAtBenefits'>) {
  return (
    <TitledSection section={section} headingLevel={headingLevel} align="split">
      <NumberedList
        items={section.type === 'approach' ? section.steps : section.benefits}
        headingLevel={nextLevel(headingLevel)}
      />
    </TitledSection>
  )
}
