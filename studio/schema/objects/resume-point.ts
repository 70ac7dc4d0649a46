import { defineType } from 'sanity'
import { optionalString, requiredParagraphs } from '../rules'

/** One point of the short version of a long text. */
export const resumePoint = defineType({
  name: 'resumePoint',
  title: 'Point',
  type: 'object',
  fields: [optionalString('title', 'Title'), requiredParagraphs('body', 'Body', 3)],
  preview: { select: { title: 'title', subtitle: 'body' } },
})
