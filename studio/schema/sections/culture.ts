import { SparklesIcon } from '@sanity/icons/Sparkles'
import { defineType } from 'sanity'
import { imageField } from '../objects/image'
import { eyebrow, heading, intro, listOf } from './fields'
import { sectionPreview } from './preview'

/** The values the studio works by. */
export const culture = defineType({
  name: 'culture',
  title: 'Culture',
  type: 'object',
  icon: SparklesIcon,
  fields: [
    eyebrow,
    heading,
    intro,
    listOf('values', 'Values', 'point'),
    imageField({ name: 'image', title: 'Image' }),
  ],
  preview: sectionPreview('Culture', { title: 'heading', media: 'image' }),
})
