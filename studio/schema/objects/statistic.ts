import { defineField, defineType } from 'sanity'
import { requiredString } from '../rules'

export const statistic = defineType({
  name: 'statistic',
  title: 'Statistic',
  type: 'object',
  fields: [
    requiredString('value', 'Value'),
    requiredString('label', 'Label'),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 2 }),
  ],
  preview: { select: { title: 'value', subtitle: 'label' } },
})
