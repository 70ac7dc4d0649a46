import { defineField, defineType } from 'sanity'
import { requiredText } from '../rules'

/** A titled, numbered point: a step, a value, a benefit or a statement. */
export const point = defineType({
  name: 'point',
  title: 'Point',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: requiredText }),
    defineField({ name: 'body', title: 'Body', type: 'text', rows: 3, validation: requiredText }),
  ],
  preview: { select: { title: 'title', subtitle: 'body' } },
})
