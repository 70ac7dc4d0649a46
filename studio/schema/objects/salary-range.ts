import { defineField, defineType } from 'sanity'
import { SALARY_PERIODS, type SalaryRange } from '../../../src/domain/content/documents'
import { CURRENCY_CODE } from '../../../src/domain/content/formats'
import { salaryText } from '../../../src/domain/content/job-openings'
import { matching } from '../rules'

/** The published pay range of a role, before tax. */
export const salaryRange = defineType({
  name: 'salaryRange',
  title: 'Salary',
  type: 'object',
  fields: [
    defineField({
      name: 'currency',
      title: 'Currency',
      type: 'string',
      description: 'Three capital letters (ISO 4217): EUR, GBP.',
      validation: matching(CURRENCY_CODE, 'EUR: three capital letters', { required: true }),
    }),
    defineField({
      name: 'minimum',
      title: 'From',
      type: 'number',
      validation: (rule) => [rule.required(), rule.positive()],
    }),
    defineField({
      name: 'maximum',
      title: 'To',
      type: 'number',
      validation: (rule) => [rule.required(), rule.positive(), rule.custom(notBelowMinimum)],
    }),
    defineField({
      name: 'per',
      title: 'Per',
      type: 'string',
      options: { list: [...SALARY_PERIODS], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { currency: 'currency', minimum: 'minimum', maximum: 'maximum', per: 'per' },
    prepare: (range: Partial<SalaryRange>) => ({ title: describedSalary(range) }),
  },
})

function notBelowMinimum(maximum: number | undefined, context: { parent?: unknown }) {
  const minimum = (context.parent as Partial<SalaryRange> | undefined)?.minimum
  if (typeof maximum !== 'number' || typeof minimum !== 'number') return true
  return maximum >= minimum || 'Must not be below the minimum'
}

/** The range in words, as the careers page writes it, once it is complete enough to. */
function describedSalary(range: Partial<SalaryRange>): string {
  const { currency, minimum, maximum, per } = range
  if (!currency || minimum === undefined || maximum === undefined || !per) return 'Incomplete'
  try {
    return salaryText({ currency, minimum, maximum, per })
  } catch {
    return 'Incomplete' // Intl refuses a currency code it does not know
  }
}
