import { AddUserIcon } from '@sanity/icons/AddUser'
import { EarthGlobeIcon } from '@sanity/icons/EarthGlobe'
import { HeartIcon } from '@sanity/icons/Heart'
import { SparklesIcon } from '@sanity/icons/Sparkles'
import { UserIcon } from '@sanity/icons/User'
import { UsersIcon } from '@sanity/icons/Users'
import { imageField } from '../objects/image'
import { defineSection } from './define-section'
import { body, callToAction, eyebrow, heading, intro, listOf, references } from './fields'

export const lifeAtBenefits = defineSection({
  name: 'lifeAtBenefits',
  title: 'Benefits',
  icon: HeartIcon,
  fields: [eyebrow, heading, intro, listOf('benefits', 'Benefits', 'point')],
})

export const culture = defineSection({
  name: 'culture',
  title: 'Culture',
  icon: SparklesIcon,
  fields: [
    eyebrow,
    heading,
    intro,
    listOf('values', 'Values', 'point'),
    imageField({ name: 'image', title: 'Image' }),
  ],
  preview: { title: 'heading', media: 'image' },
})

/** The whole team at a glance: a few words and a wide picture. */
export const team = defineSection({
  name: 'team',
  title: 'Team',
  icon: UsersIcon,
  fields: [eyebrow, heading, body, imageField({ name: 'image', title: 'Image', required: true })],
  preview: { title: 'heading', media: 'image' },
})

/** Some of the people, each with a portrait and a few lines. */
export const teamMembers = defineSection({
  name: 'teamMembers',
  title: 'Team members',
  icon: UserIcon,
  fields: [eyebrow, heading, intro, references('members', 'People', 'teamMember')],
})

export const recruit = defineSection({
  name: 'recruit',
  title: 'Recruit',
  icon: AddUserIcon,
  fields: [eyebrow, heading, body, callToAction()],
})

/** Where the people of the studio live and work from. */
export const remote = defineSection({
  name: 'remote',
  title: 'Remote',
  icon: EarthGlobeIcon,
  fields: [
    eyebrow,
    heading,
    body,
    listOf('locations', 'Cities', 'location'),
    imageField({ name: 'image', title: 'Image' }),
  ],
  preview: { title: 'heading', media: 'image' },
})
