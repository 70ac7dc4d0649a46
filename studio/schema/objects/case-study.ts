import { defineField, defineType } from 'sanity'
import { requiredParagraphs } from '../rules'

/** One result of the how-we-nailed-it section: a product, its problem and what changed. */
export const caseStudy = defineType({
  name: 'caseStudy',
  title: 'Case',
  type: 'object',
  fields: [
    defineField({
      name: 'product',
      title: 'Product',
      type: 'reference',
      to: [{ type: 'product' }],
      validation: (rule) => rule.required(),
    }),
    requiredParagraphs('challenge', 'Challenge', 3),
    requiredParagraphs('result', 'Result', 3),
    defineField({ name: 'metric', title: 'Metric', type: 'metric' }),
  ],
  preview: { select: { title: 'product.name', subtitle: 'metric.value', media: 'product.image' } },
})
