import { CaseIcon } from '@sanity/icons/Case'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { EMPLOYMENT_TYPES } from '../../../src/domain/content/documents'
import { slugFrom } from '../objects/unique-slug'
import {
  hrefRule,
  optionalString,
  requiredParagraphs,
  requiredString,
  requiredText,
} from '../rules'

/** One responsibility or requirement of a role. */
const item = defineArrayMember({ type: 'text', rows: 2, validation: requiredText })

/** An open role, with its facts as data: the careers page words them, search engines read them. */
export const jobOpening = defineType({
  name: 'jobOpening',
  title: 'Job opening',
  type: 'document',
  icon: CaseIcon,
  fields: [
    requiredString('title', 'Title'),
    slugFrom('title'),
    requiredString('department', 'Department'),
    defineField({ name: 'workplace', title: 'Workplace', type: 'workplace' }),
    defineField({
      name: 'employment',
      title: 'Employment',
      type: 'string',
      options: { list: [...EMPLOYMENT_TYPES], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    optionalString('hours', 'Hours', 'When they need saying: "32 hours a week".'),
    requiredParagraphs('summary', 'Summary', 4),
    defineField({ name: 'responsibilities', title: 'Responsibilities', type: 'array', of: [item] }),
    defineField({ name: 'requirements', title: 'Requirements', type: 'array', of: [item] }),
    defineField({ name: 'salary', title: 'Salary', type: 'salaryRange' }),
    defineField({
      name: 'applyUrl',
      title: 'Apply at',
      type: 'string',
      description: 'A mailto: address, a page of the site or the hiring tool’s https:// address.',
      validation: hrefRule,
    }),
    defineField({
      name: 'publishedAt',
      title: 'Published on',
      type: 'date',
      validation: (rule) => rule.required(),
    }),
  ],
  orderings: [
    { title: 'Newest', name: 'publishedDesc', by: [{ field: 'publishedAt', direction: 'desc' }] },
  ],
  preview: {
    select: { title: 'title', department: 'department', employment: 'employment' },
    prepare: ({ title, department, employment }) => ({
      title,
      subtitle: [department, employment].filter(Boolean).join(' · '),
    }),
  },
})
