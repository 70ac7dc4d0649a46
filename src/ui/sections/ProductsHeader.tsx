import { ContentImage } from '../media/ContentImage'
import { PageHeader } from './PageHeader'
import type { SectionProps } from './section-props'

export function ProductsHeader({
  section,
  headingLevel,
  isFirst,
  assetUrls,
}: SectionProps<'productsHeader'>) {
  return (
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
  )
}
