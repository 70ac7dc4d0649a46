import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString } from '../rules'

/** The bar at the top of every page: the wordmark, the menu and one button. */
export const navigation = defineType({
  name: 'navigation',
  title: 'Navigation',
  type: 'object',
  // Required here rather than where it is used: a field's own rule would replace this one.
  validation: (rule) => rule.required(),
  fields: [
    defineField({
      name: 'logo',
      title: 'Wordmark',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        requiredString(
          'label',
          'Text',
          'The wordmark as written; screen readers hear the site title instead.',
        ),
      ],
    }),
    defineField({
      name: 'menu',
      title: 'Menu',
      type: 'array',
      of: [defineArrayMember({ type: 'link' })],
    }),
    defineField({
      name: 'button',
      title: 'Button',
      type: 'link',
      description: 'The one call to action beside the menu, if any.',
    }),
  ],
})
