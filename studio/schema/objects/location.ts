import { defineField, defineType } from 'sanity'
import { requiredText } from '../rules'

/** A city where people of the studio live, shown by the remote section. */
export const location = defineType({
  name: 'location',
  title: 'Location',
  type: 'object',
  fields: [
    defineField({ name: 'city', title: 'City', type: 'string', validation: requiredText }),
    defineField({
      name: 'country',
      title: 'Country',
      type: 'string',
      description: 'As visitors read it: Netherlands, United Kingdom.',
      validation: requiredText,
    }),
  ],
  preview: { select: { title: 'city', subtitle: 'country' } },
})
