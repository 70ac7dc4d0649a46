import { UserIcon } from '@sanity/icons/User'
import { defineType } from 'sanity'
import { eyebrow, heading, intro, references } from './fields'
import { sectionPreview } from './preview'

/** Some of the people, each with a portrait and a few lines. */
export const teamMembers = defineType({
  name: 'teamMembers',
  title: 'Team members',
  type: 'object',
  icon: UserIcon,
  fields: [eyebrow, heading, intro, references('members', 'People', 'teamMember')],
  preview: sectionPreview('Team members', { title: 'heading' }),
})
