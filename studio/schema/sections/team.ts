import { UsersIcon } from '@sanity/icons/Users'
import { defineType } from 'sanity'
import { imageField } from '../objects/image'
import { body, eyebrow, heading } from './fields'
import { sectionPreview } from './preview'

/** The whole team at a glance: a few words and a wide picture. */
export const team = defineType({
  name: 'team',
  title: 'Team',
  type: 'object',
  icon: UsersIcon,
  fields: [eyebrow, heading, body, imageField({ name: 'image', title: 'Image', required: true })],
  preview: sectionPreview('Team', { title: 'heading', media: 'image' }),
})
