import { TargetIcon } from '@sanity/icons/Target'
import { defineType } from 'sanity'
import { imageField } from '../objects/image'
import { richTextField } from '../objects/rich-text'
import { eyebrow, heading } from './fields'
import { sectionPreview } from './preview'

/** What the studio is after, in a few paragraphs of rich text beside an image. */
export const quest = defineType({
  name: 'quest',
  title: 'Quest',
  type: 'object',
  icon: TargetIcon,
  fields: [
    eyebrow,
    heading,
    richTextField({ name: 'body', title: 'Text' }),
    imageField({ name: 'image', title: 'Image' }),
  ],
  preview: sectionPreview('Quest', { title: 'heading', media: 'image' }),
})
