import { ImagesIcon } from '@sanity/icons/Images'
import { defineField, defineType } from 'sanity'
import { imageMember } from '../objects/image'
import { body, callToAction, eyebrow, heading } from './fields'
import { sectionPreview } from './preview'

/** A glimpse of the studio: words beside a collage of pictures. */
export const lifeAt = defineType({
  name: 'lifeAt',
  title: 'Life at Alts',
  type: 'object',
  icon: ImagesIcon,
  fields: [
    eyebrow,
    heading,
    body,
    defineField({
      name: 'images',
      title: 'Pictures',
      type: 'array',
      description: 'The collage crops each picture to fill its cell.',
      of: [imageMember({ title: 'Picture', cropped: true })],
    }),
    callToAction(),
  ],
  preview: sectionPreview('Life at Alts', { title: 'heading', media: 'images.0' }),
})
