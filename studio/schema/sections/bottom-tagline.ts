import { DoubleQuoteIcon } from '@sanity/icons/DoubleQuote'
import { defineField, defineType } from 'sanity'
import { requiredText } from '../rules'
import { callToAction } from './fields'
import { sectionPreview } from './preview'

/** One closing line in large type, with a link. Also the site settings' closing line. */
export const bottomTagline = defineType({
  name: 'bottomTagline',
  title: 'Bottom tagline',
  type: 'object',
  icon: DoubleQuoteIcon,
  fields: [
    defineField({ name: 'text', title: 'Line', type: 'string', validation: requiredText }),
    callToAction('link', 'Link'),
  ],
  preview: sectionPreview('Bottom tagline', { title: 'text' }),
})
