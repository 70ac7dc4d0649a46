import { TransferIcon } from '@sanity/icons/Transfer'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { MARQUEE_MIN_ITEMS } from '../../../src/domain/content/formats'
import { requiredText } from '../rules'
import { sectionPreview } from './preview'

/** A band of names that moves across the page, with a button to stop it. */
export const marquee = defineType({
  name: 'marquee',
  title: 'Marquee',
  type: 'object',
  icon: TransferIcon,
  fields: [
    defineField({
      name: 'label',
      title: 'Name for screen readers',
      type: 'string',
      description: 'What the moving list is: "Clients and capabilities".',
      validation: requiredText,
    }),
    defineField({
      name: 'items',
      title: 'Items',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: requiredText })],
      validation: (rule) =>
        rule
          .required()
          .min(MARQUEE_MIN_ITEMS)
          .error(`List at least ${MARQUEE_MIN_ITEMS} items: one does not move`),
    }),
    defineField({
      name: 'pauseLabel',
      title: 'Pause button',
      type: 'string',
      validation: requiredText,
    }),
    defineField({
      name: 'playLabel',
      title: 'Play button',
      type: 'string',
      validation: requiredText,
    }),
  ],
  preview: sectionPreview('Marquee', { title: 'label', fallback: 'items' }),
})
