import { defineType } from 'sanity'
import { requiredString } from '../rules'

/** A number that moved, with what it counts: "41%", "fewer service desk calls". */
export const metric = defineType({
  name: 'metric',
  title: 'Metric',
  type: 'object',
  fields: [requiredString('value', 'Value'), requiredString('label', 'Label')],
  preview: { select: { title: 'value', subtitle: 'label' } },
})
