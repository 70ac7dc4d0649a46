import { defineField, defineType } from 'sanity'
import { requiredText } from '../rules'

/** A number that moved, with what it counts: "41%", "fewer service desk calls". */
export const metric = defineType({
  name: 'metric',
  title: 'Metric',
  type: 'object',
  fields: [
    defineField({ name: 'value', title: 'Value', type: 'string', validation: requiredText }),
    defineField({ name: 'label', title: 'Label', type: 'string', validation: requiredText }),
  ],
  preview: { select: { title: 'value', subtitle: 'label' } },
})
