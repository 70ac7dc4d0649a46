import { EarthGlobeIcon } from '@sanity/icons/EarthGlobe'
import { defineType } from 'sanity'
import { imageField } from '../objects/image'
import { body, eyebrow, heading, listOf } from './fields'
import { sectionPreview } from './preview'

/** Where the people of the studio live and work from. */
export const remote = defineType({
  name: 'remote',
  title: 'Remote',
  type: 'object',
  icon: EarthGlobeIcon,
  fields: [
    eyebrow,
    heading,
    body,
    listOf('locations', 'Cities', 'location'),
    imageField({ name: 'image', title: 'Image' }),
  ],
  preview: sectionPreview('Remote', { title: 'heading', media: 'image' }),
})
