import { LinkIcon } from '@sanity/icons/Link'
import { defineField, defineType } from 'sanity'
import { hrefRule, requiredString } from '../rules'

/** A labelled destination, as every menu entry, button and call to action is. */
export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    requiredString('label', 'Label'),
    defineField({
      name: 'href',
      title: 'Goes to',
      type: 'string',
      description:
        'A page of the site (/careers), a place on it (/careers#open-roles or #open-roles), mailto:, tel: or an https:// address.',
      validation: hrefRule,
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
})
