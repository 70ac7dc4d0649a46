import { z } from 'zod'
import {
  EMPLOYMENT_TYPES,
  type JobOpening,
  type Product,
  type TeamMember,
  type Testimonial,
} from '@/domain/content/documents'
import { image } from './assets'
import { hexColour, href, isoDate, optional, optionalText, text, textList } from './fields'

/*
 * Documents that sections refer to, as the queries return them: dereferenced in place.
 */

/** Renames the CMS's `_id` to the domain's `id`. */
function withId<T extends { _id: string }>({ _id, ...rest }: T): Omit<T, '_id'> & { id: string } {
  return { ...rest, id: _id }
}

const metric = z.object({ value: text, label: text })

export const product: z.ZodType<Product, unknown> = z
  .object({
    _id: text,
    name: text,
    slug: text,
    client: text,
    year: z.number().int().min(1990).max(2100),
    summary: text,
    services: textList,
    image,
    accentColour: hexColour,
    url: optional(z.url({ protocol: /^https$/, error: 'must be an https:// URL' })),
    outcome: optional(metric),
  })
  .transform(withId)

export const testimonial: z.ZodType<Testimonial, unknown> = z
  .object({
    _id: text,
    quote: text,
    name: text,
    role: text,
    company: text,
    portrait: optional(image),
  })
  .transform(withId)

export const teamMember: z.ZodType<TeamMember, unknown> = z
  .object({
    _id: text,
    name: text,
    role: text,
    location: optionalText,
    portrait: image,
    bio: optionalText,
  })
  .transform(withId)

export const jobOpening: z.ZodType<JobOpening, unknown> = z
  .object({
    _id: text,
    title: text,
    slug: text,
    department: text,
    location: text,
    employment: z.enum(EMPLOYMENT_TYPES, {
      error: `must be one of ${EMPLOYMENT_TYPES.join(', ')}`,
    }),
    hours: optionalText,
    summary: text,
    responsibilities: textList,
    requirements: textList,
    salary: optionalText,
    applyUrl: href,
    publishedAt: isoDate,
  })
  .transform(withId)
