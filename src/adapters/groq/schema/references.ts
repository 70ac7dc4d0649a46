import { z } from 'zod'
import {
  EMPLOYMENT_TYPES,
  SALARY_PERIODS,
  type JobOpening,
  type Product,
  type TeamMember,
  type Testimonial,
} from '@/domain/content/documents'
import { COUNTRY_CODE, CURRENCY_CODE, PRODUCT_YEARS } from '@/domain/content/formats'
import { image } from './assets'
import {
  hexColour,
  href,
  isoDate,
  markerFree,
  optional,
  optionalText,
  text,
  textList,
} from './fields'

function withId<T extends { _id: string }>({ _id, ...rest }: T): Omit<T, '_id'> & { id: string } {
  return { ...rest, id: _id }
}

const metric = z.object({ value: text, label: text })

export const product = z
  .object({
    _id: text,
    name: text,
    slug: markerFree(text),
    client: text,
    year: z.number().int().min(PRODUCT_YEARS.min).max(PRODUCT_YEARS.max),
    summary: text,
    services: textList,
    image,
    accentColour: hexColour,
    url: optional(markerFree(z.url({ protocol: /^https$/, error: 'must be an https:// URL' }))),
    outcome: optional(metric),
  })
  .transform(withId) satisfies z.ZodType<Product, unknown>

export const testimonial = z
  .object({
    _id: text,
    quote: text,
    name: text,
    role: text,
    company: text,
    portrait: optional(image),
  })
  .transform(withId) satisfies z.ZodType<Testimonial, unknown>

export const teamMember = z
  .object({
    _id: text,
    name: text,
    role: text,
    location: optionalText,
    portrait: image,
    bio: optionalText,
  })
  .transform(withId) satisfies z.ZodType<TeamMember, unknown>

const workplace = z
  .object({
    office: optional(
      z.object({
        city: text,
        country: markerFree(
          z.string().regex(COUNTRY_CODE, 'must be a two-letter country code such as NL'),
        ),
      }),
    ),
    remoteRegion: optionalText,
  })
  .refine(
    (place) => place.office || place.remoteRegion,
    'must name an office, a remote region or both',
  )

const salaryRange = z
  .object({
    currency: markerFree(
      z.string().regex(CURRENCY_CODE, 'must be a three-letter currency code such as EUR'),
    ),
    minimum: z.number().positive(),
    maximum: z.number().positive(),
    per: markerFree(
      z.enum(SALARY_PERIODS, { error: `must be one of ${SALARY_PERIODS.join(', ')}` }),
    ),
  })
  .refine((range) => range.minimum <= range.maximum, {
    message: 'the minimum must not be above the maximum',
    path: ['maximum'],
  })

export const jobOpening = z
  .object({
    _id: text,
    title: text,
    slug: markerFree(text),
    department: text,
    workplace,
    employment: markerFree(
      z.enum(EMPLOYMENT_TYPES, { error: `must be one of ${EMPLOYMENT_TYPES.join(', ')}` }),
    ),
    hours: optionalText,
    summary: text,
    responsibilities: textList,
    requirements: textList,
    salary: optional(salaryRange),
    applyUrl: href,
    publishedAt: isoDate,
  })
  .transform(withId) satisfies z.ZodType<JobOpening, unknown>
