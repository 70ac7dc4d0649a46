import { HeartIcon } from '@sanity/icons/Heart'
import { defineType } from 'sanity'
import { eyebrow, heading, intro, listOf } from './fields'
import { sectionPreview } from './preview'

/** What working here offers, in writing. */
export const lifeAtBenefits = defineType({
  name: 'lifeAtBenefits',
  title: 'Benefits',
  type: 'object',
  icon: HeartIcon,
  fields: [eyebrow, heading, intro, listOf('benefits', 'Benefits', 'point')],
  preview: sectionPreview('Benefits', { title: 'heading' }),
})
