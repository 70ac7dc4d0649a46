import { AddUserIcon } from '@sanity/icons/AddUser'
import { defineType } from 'sanity'
import { body, callToAction, eyebrow, heading } from './fields'
import { sectionPreview } from './preview'

/** An invitation to work here. */
export const recruit = defineType({
  name: 'recruit',
  title: 'Recruit',
  type: 'object',
  icon: AddUserIcon,
  fields: [eyebrow, heading, body, callToAction()],
  preview: sectionPreview('Recruit', { title: 'heading' }),
})
