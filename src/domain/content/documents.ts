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

/** Where a role is done: at an office, remotely from within a region, or either. */
export interface Workplace {
  /** The office the role works from, when it has one. */
  office?: {
    city: string
    /** ISO 3166-1 alpha-2, e.g. NL. */
    country: string
  }
  /** Where someone doing the role remotely may live (e.g. Europe), when it can be remote. */
  remoteRegion?: string
}

export const SALARY_PERIODS = ['hour', 'month', 'year'] as const
export type SalaryPeriod = (typeof SALARY_PERIODS)[number]

/** The published pay range of a role, before tax. */
export interface SalaryRange {
  /** ISO 4217, e.g. EUR. */
  currency: string
  minimum: number
  maximum: number
  per: SalaryPeriod
}

export interface JobOpening {
  id: string
  title: string
  slug: string
  department: string
  workplace: Workplace
  employment: EmploymentType
  hours?: string
  summary: string
  responsibilities: string[]
  requirements: string[]
  salary?: SalaryRange
  /** Where to apply: a mail address, a form on the site or the hiring tool. */
  applyUrl: string
  /** The day the role was published (YYYY-MM-DD). */
  publishedAt: string
}
