import type { SectionOf } from '@/domain/content/sections'
import { nextLevel, type HeadingLevel } from '../primitives/Heading'
import { NumberedList } from './NumberedList'
import { TitledSection } from './TitledSection'

/** Numbered points beside the heading: how we work, what working here brings. */
export function SplitPoints({
  section,
  headingLevel,
}: {
  section: SectionOf<'approach'> | SectionOf<'lifeAtBenefits'>
  headingLevel: HeadingLevel
}) {
  return (
    <TitledSection section={section} headingLevel={headingLevel} align="split">
      <NumberedList
        items={section.type === 'approach' ? section.steps : section.benefits}
        headingLevel={nextLevel(headingLevel)}
      />
    </TitledSection>
  )
}
