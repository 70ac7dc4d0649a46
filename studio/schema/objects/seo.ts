import { defineField, defineType } from 'sanity'
import { optionalString } from '../rules'
import { imageField } from './image'

/** How a page appears in search results and when shared. */
export const seo = defineType({
  name: 'seo',
  title: 'Search and sharing',
  type: 'object',
  options: { collapsible: true },
  fields: [
    optionalString(
      'title',
      'Document title',
      'Used exactly as written; the page title when empty.',
    ),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 3 }),
    imageField({
      name: 'image',
      title: 'Sharing image',
      description: 'Shown when the page is shared; the site settings’ image when empty.',
    }),
  ],
})
