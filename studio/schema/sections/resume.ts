import { ThListIcon } from '@sanity/icons/ThList'
import { defineType } from 'sanity'
import { heading, listOf } from './fields'
import { sectionPreview } from './preview'

/** The short version of a long text. */
export const resume = defineType({
  name: 'resume',
  title: 'Short version',
  type: 'object',
  icon: ThListIcon,
  fields: [heading, listOf('points', 'Points', 'resumePoint')],
  preview: sectionPreview('Short version', { title: 'heading' }),
})
