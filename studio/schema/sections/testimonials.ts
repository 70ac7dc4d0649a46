import { CommentIcon } from '@sanity/icons/Comment'
import { defineType } from 'sanity'
import { eyebrow, heading, references } from './fields'
import { sectionPreview } from './preview'

/** Clients in their own words. */
export const testimonials = defineType({
  name: 'testimonials',
  title: 'Testimonials',
  type: 'object',
  icon: CommentIcon,
  fields: [eyebrow, heading, references('testimonials', 'Testimonials', 'testimonial')],
  preview: sectionPreview('Testimonials', { title: 'heading' }),
})
