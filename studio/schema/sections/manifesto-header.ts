import { BulbOutlineIcon } from '@sanity/icons/BulbOutline'
import { defineType } from 'sanity'
import { animation, eyebrow, heading, intro } from './fields'
import { sectionPreview } from './preview'

/** The opening of the manifesto page. */
export const manifestoHeader = defineType({
  name: 'manifestoHeader',
  title: 'Manifesto header',
  type: 'object',
  icon: BulbOutlineIcon,
  fields: [eyebrow, heading, intro, animation],
  preview: sectionPreview('Manifesto header', { title: 'heading' }),
})
