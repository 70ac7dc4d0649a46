import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { defineField, defineType } from 'sanity'
import { eyebrow, heading, intro } from './fields'
import { sectionPreview } from './preview'

/** The opening of a legal text, with the day it last changed. */
export const legalHeader = defineType({
  name: 'legalHeader',
  title: 'Legal header',
  type: 'object',
  icon: DocumentTextIcon,
  fields: [
    eyebrow,
    heading,
    intro,
    defineField({
      name: 'updatedAt',
      title: 'Last changed',
      type: 'date',
      description: 'The day the text last changed in substance.',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: sectionPreview('Legal header', { title: 'heading' }),
})
