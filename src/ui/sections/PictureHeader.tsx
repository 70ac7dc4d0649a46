import { ContentImage } from '../media/ContentImage'
import { PageHeader } from './PageHeader'
import type { SectionProps } from './section-props'

/** A page's opening with a picture beside the words: the products page's, the culture's. */
export function PictureHeader({
  section,
  headingLevel,
  isFirst,
  assetUrls,
}: SectionProps<'productsHeader'> | SectionProps<'culture'>) {
  return (
    <PageHeader
      section={section}
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
