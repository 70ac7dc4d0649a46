import { BarChartIcon } from '@sanity/icons/BarChart'
import { defineType } from 'sanity'
import { animation, eyebrow, intro, listOf, optionalHeading } from './fields'
import { sectionPreview } from './preview'

/** The studio in numbers. */
export const statistics = defineType({
  name: 'statistics',
  title: 'Statistics',
  type: 'object',
  icon: BarChartIcon,
  fields: [eyebrow, optionalHeading, intro, listOf('stats', 'Figures', 'statistic'), animation],
  preview: sectionPreview('Statistics', { title: 'heading', fallback: 'stats.0.label' }),
})
