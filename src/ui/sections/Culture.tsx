import { nextLevel } from '../primitives/Heading'
import { Section } from '../primitives/Section'
import { NumberedList } from './NumberedList'
import { PictureHeader } from './PictureHeader'
import type { SectionProps } from './section-props'

export function Culture(props: SectionProps<'culture'>) {
  const { section, headingLevel } = props
  return (
    <>
      <PictureHeader {...props} />
      {section.values.length > 0 ? (
        <Section aria-label={section.heading}>
          <NumberedList items={section.values} headingLevel={nextLevel(headingLevel)} />
        </Section>
      ) : null}
    </>
  )
}
