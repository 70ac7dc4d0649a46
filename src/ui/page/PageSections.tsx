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

/**
 * A page: its sections in the order the editor placed them. The opening section's heading is
 * the page's one h1; a page that opens without a heading gets its title as a hidden h1.
 */
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
