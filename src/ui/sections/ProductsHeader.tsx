import { ContentImage } from '../media/ContentImage'
import { PageHeader } from './PageHeader'
import type { SectionProps } from './section-props'
import styles from './ProductsHeader.module.css'

/** The products page's opening, with a picture beside the words. */
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
            className={styles.visual}
          />
        ) : undefined
      }
    />
  )
}
