import { nextLevel } from '../primitives/Heading'
import { NumberedList } from './NumberedList'
import type { SectionProps } from './section-props'
import { TitledSection } from './TitledSection'

export function Manifest({ section, headingLevel }: SectionProps<'manifest'>) {
  return (
    <TitledSection section={section} headingLevel={headingLevel}>
      <NumberedList
        items={section.statements}
        headingLevel={section.heading ? nextLevel(headingLevel) : headingLevel}
        size="large"
      />
    </TitledSection>
  )
}
