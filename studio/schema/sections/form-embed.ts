import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { defineField, defineType } from 'sanity'
import { heading, optionalBody } from './fields'
import { sectionPreview } from './preview'

/** A form in a frame, which loads only when the visitor asks for it. */
export const formEmbed = defineType({
  name: 'formEmbed',
  title: 'Form',
  type: 'object',
  icon: EnvelopeIcon,
  fields: [
    heading,
    optionalBody,
    defineField({
      name: 'form',
      title: 'Form',
      type: 'embeddedForm',
      description: 'Leave empty to show the default form from the site settings.',
    }),
  ],
  preview: sectionPreview('Form', { title: 'heading' }),
})
