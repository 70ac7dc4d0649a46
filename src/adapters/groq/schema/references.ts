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
  matching,
  metric,
  oneOf,
  optional,
  optionalText,
  text,
  textList,
} from './fields'

/** A referenced document: its `_id` becomes the domain's `id`. */
const referenced = <TShape extends z.ZodRawShape>(shape: TShape) =>
  z.object({ _id: text, ...shape }).transform((raw) => {
    const { _id, ...rest } = raw as { _id: string } & z.output<z.ZodObject<TShape>>
    return { ...rest, id: _id }
  })

export const product = referenced({
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
}) satisfies z.ZodType<Product, unknown>

export const testimonial = referenced({
  quote: text,
  name: text,
  role: text,
  company: text,
  portrait: optional(image),
}) satisfies z.ZodType<Testimonial, unknown>

export const teamMember = referenced({
  name: text,
  role: text,
  location: optionalText,
  portrait: image,
  bio: optionalText,
}) satisfies z.ZodType<TeamMember, unknown>

const workplace = z
  .object({
    office: optional(
      z.object({
        city: text,
        country: matching(COUNTRY_CODE, 'must be a two-letter country code such as NL'),
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
    currency: matching(CURRENCY_CODE, 'must be a three-letter currency code such as EUR'),
    minimum: z.number().positive(),
    maximum: z.number().positive(),
    per: oneOf(SALARY_PERIODS),
  })
  .refine((range) => range.minimum <= range.maximum, {
    message: 'the minimum must not be above the maximum',
    path: ['maximum'],
  })

export const jobOpening = referenced({
  title: text,
  slug: markerFree(text),
  department: text,
  workplace,
  employment: oneOf(EMPLOYMENT_TYPES),
  hours: optionalText,
  summary: text,
  responsibilities: textList,
  requirements: textList,
  salary: optional(salaryRange),
  applyUrl: href,
  publishedAt: isoDate,
}) satisfies z.ZodType<JobOpening, unknown>
