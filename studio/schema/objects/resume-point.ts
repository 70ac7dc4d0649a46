import { defineField, defineType } from 'sanity'
import { requiredParagraphs } from '../rules'

/** One point of the short version of a long text. */
export const resumePoint = defineType({
  name: 'resumePoint',
  title: 'Point',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string' }),
    requiredParagraphs('body', 'Body', 3),
  ],
  preview: { select: { title: 'title', subtitle: 'body' } },
})
