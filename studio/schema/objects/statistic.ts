import { defineField, defineType } from 'sanity'
import { requiredText } from '../rules'

/** One figure of a statistics section. */
export const statistic = defineType({
  name: 'statistic',
  title: 'Statistic',
  type: 'object',
  fields: [
    defineField({ name: 'value', title: 'Value', type: 'string', validation: requiredText }),
    defineField({ name: 'label', title: 'Label', type: 'string', validation: requiredText }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 2 }),
  ],
  preview: { select: { title: 'value', subtitle: 'label' } },
})
