import { defineField, defineType } from 'sanity'
import { ANCHOR } from '../../../src/domain/content/formats'
import { matching, requiredString } from '../rules'

/** A link to a heading further down the page, by the heading's anchor. */
export const topic = defineType({
  name: 'topic',
  title: 'Topic',
  type: 'object',
  fields: [
    requiredString('label', 'Label'),
    defineField({
      name: 'anchor',
      title: 'Anchor',
      type: 'string',
      description: 'The anchor of a heading on this page, such as your-rights.',
      validation: matching(ANCHOR, 'your-rights: lowercase words joined by dashes', {
        required: true,
      }),
    }),
  ],
  preview: {
    select: { title: 'label', anchor: 'anchor' },
    prepare: ({ title, anchor }) => ({ title, subtitle: anchor ? `#${anchor}` : undefined }),
  },
})
