import type { ReactNode } from 'react'
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
  const editable = page.sections.some((section) => section.editTarget !== undefined)
  return (
    <article data-route={page.route} data-edited-document={editable ? page.id : undefined}>
      {opensWithHeading ? null : <h1 className="visually-hidden">{page.title}</h1>}
      {[...page.sections, ...closingSections].map((section, index) => (
        <EditableSection key={section.key} section={section}>
          <SectionView
            section={section}
            headingLevel={opensWithHeading && index === 0 ? 1 : 2}
            isFirst={index === 0}
            assetUrls={assetUrls}
          />
        </EditableSection>
      ))}
    </article>
  )
}

/**
 * For an editor, the section inside a box that says where it is edited: the visual editing
 * overlay reads `data-sanity` to select the section and to drag it among its siblings, and
 * draft mode's tools read `data-section-key` to show a new order before the server does
 * (src/ui/preview/section-order.ts). Visitors get the section alone.
 */
function EditableSection({ section, children }: { section: Section; children: ReactNode }) {
  if (section.editTarget === undefined) return children
  return (
    <div data-sanity={section.editTarget} data-section-key={section.key}>
      {children}
    </div>
  )
}
