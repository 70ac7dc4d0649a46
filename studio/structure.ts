import { CogIcon } from '@sanity/icons/Cog'
import type { StructureResolver } from 'sanity/structure'
import { SITE_SETTINGS_ID } from './schema/documents/site-settings'

/** The kinds of document editors keep lists of, in the order they reach for them. */
const LISTED_TYPES = ['product', 'testimonial', 'teamMember', 'jobOpening'] as const

/**
 * The Studio's left-hand navigation: the one settings document opened directly, then the
 * pages in route order, then the documents that pages show.
 */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      S.listItem()
        .id(SITE_SETTINGS_ID)
        .title('Site settings')
        .icon(CogIcon)
        .child(S.document().schemaType('siteSettings').documentId(SITE_SETTINGS_ID)),
      S.divider(),
      S.documentTypeListItem('page')
        .title('Pages')
        .child(
          S.documentTypeList('page')
            .title('Pages')
            .defaultOrdering([{ field: 'route.current', direction: 'asc' }]),
        ),
      ...LISTED_TYPES.map((type) => S.documentTypeListItem(type)),
    ])
