import { BlockContentIcon } from '@sanity/icons/BlockContent'
import { defineType } from 'sanity'
import { richTextField } from '../objects/rich-text'
import { sectionPreview } from './preview'

/** A long text, such as a policy, with headings that other sections can link to. */
export const content = defineType({
  name: 'content',
  title: 'Text',
  type: 'object',
  icon: BlockContentIcon,
  fields: [richTextField({ name: 'body', title: 'Text' })],
  preview: sectionPreview('Text', { title: 'body.0.children.0.text' }),
})
