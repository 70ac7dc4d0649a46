import { BlockContentIcon } from '@sanity/icons/BlockContent'
import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { ThListIcon } from '@sanity/icons/ThList'
import { defineField } from 'sanity'
import { richTextField } from '../objects/rich-text'
import { defineSection } from './define-section'
import { eyebrow, heading, intro, listOf } from './fields'

/** The opening of a legal text, with the day it last changed. */
export const legalHeader = defineSection({
  name: 'legalHeader',
  title: 'Legal header',
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
})

/** The short version of a long text. */
export const resume = defineSection({
  name: 'resume',
  title: 'Short version',
  icon: ThListIcon,
  fields: [heading, listOf('points', 'Points', 'resumePoint')],
})

/** A long text, such as a policy, with headings that other sections can link to. */
export const content = defineSection({
  name: 'content',
  title: 'Text',
  icon: BlockContentIcon,
  fields: [richTextField({ name: 'body', title: 'Text' })],
  preview: { title: 'body.0.children.0.text' },
})
