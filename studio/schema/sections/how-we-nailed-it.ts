import { TrendUpwardIcon } from '@sanity/icons/TrendUpward'
import { defineType } from 'sanity'
import { eyebrow, heading, intro, listOf } from './fields'
import { sectionPreview } from './preview'

/** Results, product by product: the problem, what was done and the number that moved. */
export const howWeNailedIt = defineType({
  name: 'howWeNailedIt',
  title: 'How we nailed it',
  type: 'object',
  icon: TrendUpwardIcon,
  fields: [eyebrow, heading, intro, listOf('cases', 'Cases', 'caseStudy')],
  preview: sectionPreview('How we nailed it', { title: 'heading' }),
})
