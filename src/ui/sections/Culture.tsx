import { ContentImage } from '../media/ContentImage'
import { nextLevel } from '../primitives/Heading'
import { Section } from '../primitives/Section'
import { NumberedList } from './NumberedList'
import { PageHeader } from './PageHeader'
import type { SectionProps } from './section-props'

export function Culture({ section, headingLevel, isFirst, assetUrls }: SectionProps<'culture'>) {
  return (
    <>
      <PageHeader
        eyebrow={section.eyebrow}
        heading={section.heading}
        intro={section.intro}
        headingLevel={headingLevel}
        aside={
          section.image ? (
            <ContentImage
              image={section.image}
              assetUrls={assetUrls}
              preset="header"
              priority={isFirst}
              rounded
            />
          ) : undefined
        }
      />
      {section.values.length > 0 ? (
        <Section aria-label={section.heading}>
          <NumberedList items={section.values} headingLevel={nextLevel(headingLevel)} />
        </Section>
      ) : null}
    </>
  )
}
