import { defineType } from 'sanity'
import { requiredParagraphs, requiredString } from '../rules'

/** A titled, numbered point: a step, a value, a benefit or a statement. */
export const point = defineType({
  name: 'point',
  title: 'Point',
  type: 'object',
  fields: [requiredString('title', 'Title'), requiredParagraphs('body', 'Body', 3)],
  preview: { select: { title: 'title', subtitle: 'body' } },
})
