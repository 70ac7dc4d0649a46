import { CommentIcon } from '@sanity/icons/Comment'
import { defineField, defineType } from 'sanity'
import { imageField } from '../objects/image'
import { requiredParagraphs, requiredString } from '../rules'

/** A client on the record about working with the studio. */
export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  icon: CommentIcon,
  fields: [
    requiredParagraphs('quote', 'Quote', 5),
    requiredString('name', 'Name'),
    requiredString('role', 'Role'),
    requiredString('company', 'Company'),
    imageField({
      name: 'portrait',
      title: 'Portrait',
      description: 'Shown as a small circle; the person’s initials when empty.',
      cropped: true,
    }),
    defineField({
      name: 'product',
      title: 'About the product',
      type: 'reference',
      to: [{ type: 'product' }],
      description: 'For finding testimonials by product; the site does not show it.',
    }),
  ],
  preview: {
    select: { title: 'name', company: 'company', role: 'role', media: 'portrait' },
    prepare: ({ title, company, role, media }) => ({
      title,
      subtitle: [role, company].filter(Boolean).join(', '),
      media,
    }),
  },
})
