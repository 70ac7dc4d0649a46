import { PackageIcon } from '@sanity/icons/Package'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { HEX_COLOUR, PRODUCT_YEARS } from '../../../src/domain/content/formats'
import { imageField } from '../objects/image'
import { slugFrom } from '../objects/unique-slug'
import { matching, requiredParagraphs, requiredString, requiredText } from '../rules'

/** A product the studio made, shown as a case study wherever sections list products. */
export const product = defineType({
  name: 'product',
  title: 'Product',
  type: 'document',
  icon: PackageIcon,
  fields: [
    requiredString('name', 'Name'),
    slugFrom('name'),
    requiredString('client', 'Client'),
    defineField({
      name: 'year',
      title: 'Year',
      type: 'number',
      validation: (rule) => [
        rule.required(),
        rule.integer().min(PRODUCT_YEARS.min).max(PRODUCT_YEARS.max),
      ],
    }),
    requiredParagraphs('summary', 'Summary', 4),
    defineField({
      name: 'services',
      title: 'Services',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: requiredText })],
      options: { layout: 'tags' },
    }),
    imageField({
      name: 'image',
      title: 'Image',
      description: 'Cropped to 4:3 on product cards.',
      required: true,
      cropped: true,
    }),
    defineField({
      name: 'accentColour',
      title: 'Accent colour',
      type: 'string',
      description: 'The product’s own colour, for its card: six hex digits, #2dd4bf.',
      validation: matching(HEX_COLOUR, '#2dd4bf', { required: true }),
    }),
    defineField({
      name: 'url',
      title: 'Live address',
      type: 'url',
      validation: (rule) => rule.uri({ scheme: ['https'] }).error('Must be an https:// address'),
    }),
    defineField({ name: 'outcome', title: 'Outcome', type: 'metric' }),
  ],
  orderings: [{ title: 'Newest', name: 'yearDesc', by: [{ field: 'year', direction: 'desc' }] }],
  preview: {
    select: { title: 'name', client: 'client', year: 'year', media: 'image' },
    prepare: ({ title, client, year, media }) => ({
      title,
      subtitle: [client, year].filter(Boolean).join(' · '),
      media,
    }),
  },
})
