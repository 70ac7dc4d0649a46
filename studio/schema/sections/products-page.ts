import { BarChartIcon } from '@sanity/icons/BarChart'
import { PackageIcon } from '@sanity/icons/Package'
import { TargetIcon } from '@sanity/icons/Target'
import { imageField } from '../objects/image'
import { richTextField } from '../objects/rich-text'
import { defineSection } from './define-section'
import { animation, eyebrow, heading, intro, listOf, optionalHeading } from './fields'

export const productsHeader = defineSection({
  name: 'productsHeader',
  title: 'Products header',
  icon: PackageIcon,
  fields: [eyebrow, heading, intro, imageField({ name: 'image', title: 'Image' })],
  preview: { title: 'heading', media: 'image' },
})

/** What the studio is after, in a few paragraphs of rich text beside an image. */
export const quest = defineSection({
  name: 'quest',
  title: 'Quest',
  icon: TargetIcon,
  fields: [
    eyebrow,
    heading,
    richTextField({ name: 'body', title: 'Text' }),
    imageField({ name: 'image', title: 'Image' }),
  ],
  preview: { title: 'heading', media: 'image' },
})

export const statistics = defineSection({
  name: 'statistics',
  title: 'Statistics',
  icon: BarChartIcon,
  fields: [eyebrow, optionalHeading, intro, listOf('stats', 'Figures', 'statistic'), animation],
  preview: { title: 'heading', fallback: 'stats.0.label' },
})
