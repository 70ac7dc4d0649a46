import type { Page } from '@/domain/content/page'
import { headingOf, type Section } from '@/domain/content/sections'
import type { AssetUrls } from '../media/asset-urls'
import { SectionView } from '../sections/registry'

interface PageSectionsProps {
  page: Page
  assetUrls: AssetUrls
  /** Site-wide sections that close the page, such as the bottom tagline. */
  closingSections?: Section[]
}

/** A page's sections; the first one's heading is the h1, else the title is a hidden h1. */
export function PageSections({ page, assetUrls, closingSections = [] }: PageSectionsProps) {
  const [first] = page.sections
  const opensWithHeading = first !== undefined && headingOf(first) !== undefined
  return (
    <article data-route={page.route}>
      {opensWithHeading ? null : <h1 className="visually-hidden">{page.title}</h1>}
      {[...page.sections, ...closingSections].map((section, index) => (
        <SectionView
          key={section.key}
          section={section}
          headingLevel={opensWithHeading && index === 0 ? 1 : 2}
          isFirst={index === 0}
          assetUrls={assetUrls}
        />
      ))}
    </article>
  )
}
