import { CogIcon } from '@sanity/icons/Cog'
import type { StructureResolver } from 'sanity/structure'
import { SITE_SETTINGS_ID } from './schema/documents/site-settings'

/** The kinds of document editors keep lists of, in the order they reach for them. */
const LISTS = [
  { type: 'product', title: 'Products' },
  { type: 'testimonial', title: 'Testimonials' },
  { type: 'teamMember', title: 'Team members' },
  { type: 'jobOpening', title: 'Job openings' },
]

/** The settings document opened directly, then pages in route order, then what pages show. */
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
      ...LISTS.map(({ type, title }) => S.documentTypeListItem(type).title(title)),
    ])
