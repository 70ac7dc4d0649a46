import type { Image } from './assets'

export interface Metric {
  value: string
  label: string
}

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

export interface Workplace {
  office?: {
    city: string
    /** ISO 3166-1 alpha-2, e.g. NL. */
    country: string
  }
  /** Where someone doing the role remotely may live (e.g. Europe). */
  remoteRegion?: string
}

export const SALARY_PERIODS = ['hour', 'month', 'year'] as const
export type SalaryPeriod = (typeof SALARY_PERIODS)[number]

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
  applyUrl: string
  /** The day the role was published (YYYY-MM-DD). */
  publishedAt: string
}
