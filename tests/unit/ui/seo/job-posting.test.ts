import { describe, expect, it } from 'vitest'
import type { JobOpening } from '@/domain/content/documents'
import { DEFAULT_INTERFACE_LABELS, type SiteSettings } from '@/domain/content/site-settings'
import { jobPosting } from '@/ui/seo/job-posting'

const settings = {
  title: 'Alts',
  description: 'A digital product studio.',
  themeColour: '#0b0b0f',
  labels: DEFAULT_INTERFACE_LABELS,
  navigation: { logo: { label: 'alts' }, menu: [] },
  footer: { contactEmail: 'hello@alts.example', social: [] },
} as unknown as SiteSettings

const opening: JobOpening = {
  id: 'job-producer',
  title: 'Producer <lead>',
  slug: 'producer',
  department: 'Delivery',
  workplace: { office: { city: 'Rotterdam', country: 'NL' }, remoteRegion: 'Europe' },
  employment: 'Part-time',
  hours: '32 hours a week',
  summary: 'Run projects & keep people pointed the same way.',
  responsibilities: ['Plan projects'],
  requirements: ['Three years <at least>'],
  salary: { currency: 'EUR', minimum: 3900, maximum: 4800, per: 'month' },
  applyUrl: 'mailto:jobs@alts.example',
  publishedAt: '2026-10-19',
}

const context = {
  settings,
  siteUrl: new URL('https://alts.example'),
  mark: { url: '/icons/icon-512.png', width: 512, height: 512 },
  path: '/careers',
  section: { responsibilitiesHeading: 'What you will do', requirementsHeading: 'What you bring' },
}

describe('a role as a schema.org JobPosting', () => {
  it('carries what job search engines require, from the role’s own facts', () => {
    expect(jobPosting(opening, context)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Producer <lead>',
      description:
        '<p>Run projects &amp; keep people pointed the same way.</p>' +
        '<p><strong>What you will do</strong></p><ul><li>Plan projects</li></ul>' +
        '<p><strong>What you bring</strong></p><ul><li>Three years &lt;at least&gt;</li></ul>',
      datePosted: '2026-10-19',
      employmentType: 'PART_TIME',
      workHours: '32 hours a week',
      occupationalCategory: 'Delivery',
      url: 'https://alts.example/careers#job-producer',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Alts',
        sameAs: 'https://alts.example/',
        logo: 'https://alts.example/icons/icon-512.png',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Rotterdam', addressCountry: 'NL' },
      },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'AdministrativeArea', name: 'Europe' },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 3900, maxValue: 4800, unitText: 'MONTH' },
      },
    })
  })

  it('leaves out what the role does not have', () => {
    const remoteOnly = jobPosting(
      { ...opening, workplace: { remoteRegion: 'Europe' }, salary: undefined, hours: undefined },
      context,
    )
    expect(remoteOnly).not.toHaveProperty('jobLocation')
    expect(remoteOnly).not.toHaveProperty('baseSalary')
    expect(remoteOnly).not.toHaveProperty('workHours')
    expect(remoteOnly).toMatchObject({ jobLocationType: 'TELECOMMUTE' })
  })
})
