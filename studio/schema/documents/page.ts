import { DocumentIcon } from '@sanity/icons/Document'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString } from '../rules'
import { SECTION_TYPE_NAMES } from '../sections'
import { routeField } from './route'

export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  icon: DocumentIcon,
  fields: [
    requiredString('title', 'Title'),
    routeField,
    defineField({ name: 'seo', title: 'Search and sharing', type: 'seo' }),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      description:
        'From the top of the page down. The first section’s heading is the page’s main heading.',
      of: SECTION_TYPE_NAMES.map((type) => defineArrayMember({ type })),
      validation: (rule) => rule.custom(sectionsOfKnownTypes).warning(),
    }),
  ],
  orderings: [
    { title: 'Route', name: 'routeAsc', by: [{ field: 'route.current', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'title', route: 'route.current', media: 'seo.image' },
    prepare: ({ title, route, media }) => ({ title, subtitle: route, media }),
  },
})

/** Sanity passes sections of an unknown type by without a word; the site leaves them out. */
function sectionsOfKnownTypes(sections: { _type?: string; _key?: string }[] | undefined) {
  const known = new Set<string>(SECTION_TYPE_NAMES)
  const unknown = (sections ?? []).flatMap((section, index) =>
    section._type && known.has(section._type) ? [] : [{ section, index }],
  )
  return (
    unknown.length === 0 ||
    unknown.map(({ section, index }) => ({
      message: `A section of type "${section._type ?? '(none)'}", which this Studio does not know: the site leaves it out`,
      path: [section._key ? { _key: section._key } : index],
    }))
  )
}
