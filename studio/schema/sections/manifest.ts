import { BookIcon } from '@sanity/icons/Book'
import { defineType } from 'sanity'
import { listOf, optionalHeading } from './fields'
import { sectionPreview } from './preview'

/** The statements of the manifesto, numbered. */
export const manifest = defineType({
  name: 'manifest',
  title: 'Manifest',
  type: 'object',
  icon: BookIcon,
  fields: [optionalHeading, listOf('statements', 'Statements', 'point')],
  preview: sectionPreview('Manifest', { title: 'heading', fallback: 'statements.0.title' }),
})
