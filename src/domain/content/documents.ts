import type { Image } from './assets'

/*
 * Documents that sections refer to. Each lives once in the CMS and can appear on many pages.
 */

export interface Metric {
  value: string
  label: string
}

/** A product Alts made: a case study. */
export interface Product {
  id: string
  name: string
  slug: string
  client: string
  year: number
  summary: string
  services: string[]
  image: Image
  accentColour: string
  url?: string
  outcome?: Metric
}

export interface Testimonial {
  id: string
  quote: string
  name: string
  role: string
  company: string
  portrait?: Image
}

export interface TeamMember {
  id: string
  name: string
  role: string
  location?: string
  portrait: Image
  bio?: string
}

export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Contract'] as const
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number]

export interface JobOpening {
  id: string
  title: string
  slug: string
  department: string
  location: string
  employment: EmploymentType
  hours?: string
  summary: string
  responsibilities: string[]
  requirements: string[]
  salary?: string
  /** Where to apply: a mail address, a form on the site or the hiring tool. */
  applyUrl: string
  publishedAt: string
}
