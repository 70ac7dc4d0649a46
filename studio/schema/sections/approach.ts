import { OlistIcon } from '@sanity/icons/Olist'
import { defineType } from 'sanity'
import { eyebrow, heading, intro, listOf } from './fields'
import { sectionPreview } from './preview'

/** How the studio works, step by numbered step. */
export const approach = defineType({
  name: 'approach',
  title: 'Approach',
  type: 'object',
  icon: OlistIcon,
  fields: [eyebrow, heading, intro, listOf('steps', 'Steps', 'point')],
  preview: sectionPreview('Approach', { title: 'heading' }),
})
