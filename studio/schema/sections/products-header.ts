import { PackageIcon } from '@sanity/icons/Package'
import { defineType } from 'sanity'
import { imageField } from '../objects/image'
import { eyebrow, heading, intro } from './fields'
import { sectionPreview } from './preview'

/** The opening of the products page. */
export const productsHeader = defineType({
  name: 'productsHeader',
  title: 'Products header',
  type: 'object',
  icon: PackageIcon,
  fields: [eyebrow, heading, intro, imageField({ name: 'image', title: 'Image' })],
  preview: sectionPreview('Products header', { title: 'heading', media: 'image' }),
})
