import { ContentImage } from '../media/ContentImage'
import type { SectionProps } from './section-props'
import { TitledSection } from './TitledSection'

export function Team({ section, headingLevel, assetUrls }: SectionProps<'team'>) {
  return (
    <TitledSection section={section} intro={section.body} headingLevel={headingLevel} align="split">
      <ContentImage image={section.image} assetUrls={assetUrls} preset="full" rounded />
    </TitledSection>
  )
}
