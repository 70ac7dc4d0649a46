import type { EmploymentType, JobOpening } from '@/domain/content/documents'
import type { JobOpeningsSection } from '@/domain/content/sections'
import type { SiteSettings } from '@/domain/content/site-settings'
import { hiringOrganisation, type Mark } from './organisation'

// An open role as a schema.org JobPosting, for job search engines.

const EMPLOYMENT: Record<EmploymentType, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
}

const SALARY_UNIT = { hour: 'HOUR', month: 'MONTH', year: 'YEAR' } as const

export interface JobPostingContext {
  settings: SiteSettings
  siteUrl: URL
  mark: Mark
  path: string
  /** The section that lists the role: its headings name the parts of the description. */
  section: Pick<JobOpeningsSection, 'responsibilitiesHeading' | 'requirementsHeading'>
  /** Built once by the caller, so every posting shares it in the RSC payload. */
  hiringOrganization?: ReturnType<typeof hiringOrganisation>
}

export function jobPosting(opening: JobOpening, context: JobPostingContext) {
  const { office, remoteRegion } = opening.workplace
  const { salary } = opening
  const url = new URL(context.path, context.siteUrl)
  url.hash = `job-${opening.slug}`
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: opening.title,
    description: description(opening, context.section),
    datePosted: opening.publishedAt,
    employmentType: EMPLOYMENT[opening.employment],
    ...(opening.hours ? { workHours: opening.hours } : {}),
    occupationalCategory: opening.department,
    url: url.href,
    hiringOrganization:
      context.hiringOrganization ??
      hiringOrganisation(context.settings, context.siteUrl, context.mark),
    ...(office && {
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: office.city,
          addressCountry: office.country,
        },
      },
    }),
    ...(remoteRegion && {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'AdministrativeArea', name: remoteRegion },
    }),
    ...(salary && {
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: salary.currency,
        value: {
          '@type': 'QuantitativeValue',
          minValue: salary.minimum,
          maxValue: salary.maximum,
          unitText: SALARY_UNIT[salary.per],
        },
      },
    }),
  }
}

/** The role in full, as the HTML job search engines expect: summary, then the two lists. */
function description(opening: JobOpening, section: JobPostingContext['section']): string {
  const list = (heading: string, items: string[]) =>
    items.length === 0
      ? ''
      : `<p><strong>${escapeHtml(heading)}</strong></p><ul>${items
          .map((item) => `<li>${escapeHtml(item)}</li>`)
          .join('')}</ul>`
  return [
    `<p>${escapeHtml(opening.summary)}</p>`,
    list(section.responsibilitiesHeading, opening.responsibilities),
    list(section.requirementsHeading, opening.requirements),
  ].join('')
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}
