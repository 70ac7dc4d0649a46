import { createDataAttribute } from '@sanity/visual-editing/create-data-attribute'
import type { Page } from '@/domain/content/page'
import { PAGE_TYPE } from './queries'

/**
 * The page with each of its own sections naming where it is edited: the page document, its
 * `sections` item by key, and the Studio that edits it. Presentation's overlay reads these
 * (`data-sanity`) to select a section and to drag it within the page.
 */
export function withEditTargets(page: Page, studioUrl: string): Page {
  const pageTarget = createDataAttribute({ id: page.id, type: PAGE_TYPE, baseUrl: studioUrl })
  return {
    ...page,
    sections: page.sections.map((section) => ({
      ...section,
      editTarget: pageTarget(['sections', { _key: section.key }]),
    })),
  }
}
