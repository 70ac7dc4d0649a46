import { PackageIcon } from '@sanity/icons/Package'
import { defineType } from 'sanity'
import { callToAction, eyebrow, heading, intro, references } from './fields'
import { sectionPreview } from './preview'

/** A grid of products, chosen and ordered by the editor. */
export const products = defineType({
  name: 'products',
  title: 'Products',
  type: 'object',
  icon: PackageIcon,
  fields: [eyebrow, heading, intro, references('products', 'Products', 'product'), callToAction()],
  preview: sectionPreview('Products', { title: 'heading' }),
})
