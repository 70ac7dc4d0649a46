import { InlineElementIcon } from '@sanity/icons/InlineElement'
import { defineField, defineType } from 'sanity'
import { EMAIL_ADDRESS } from '../../../src/domain/content/formats'
import { matching, requiredText } from '../rules'
import { heading, listOf, optionalBody } from './fields'
import { sectionPreview } from './preview'

/** The end of every page (set in the site settings), or of one page as a section. */
export const generalFooter = defineType({
  name: 'generalFooter',
  title: 'Footer',
  type: 'object',
  icon: InlineElementIcon,
  fields: [
    heading,
    optionalBody,
    defineField({
      name: 'contactEmail',
      title: 'Contact address',
      type: 'string',
      validation: matching(EMAIL_ADDRESS, 'hello@alts.example'),
    }),
    listOf('links', 'Links', 'link'),
    listOf('social', 'Social media', 'link'),
    defineField({
      name: 'legal',
      title: 'Legal line',
      type: 'string',
      description: 'Company name, registration and seat.',
      validation: requiredText,
    }),
  ],
  preview: sectionPreview('Footer', { title: 'heading' }),
})
