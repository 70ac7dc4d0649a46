import { defineField, defineType } from 'sanity'
import { requiredText } from '../rules'

/** One point of the short version of a long text. */
export const resumePoint = defineType({
  name: 'resumePoint',
  title: 'Point',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string' }),
    defineField({ name: 'body', title: 'Body', type: 'text', rows: 3, validation: requiredText }),
  ],
  preview: { select: { title: 'title', subtitle: 'body' } },
})
