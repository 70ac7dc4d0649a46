import type { Page } from '@/domain/content/page'
import { JsonLd } from './JsonLd'
import { jobPosting, type JobPostingContext } from './job-posting'
import { hiringOrganisation } from './organisation'

export function JobPostingsJsonLd({
  page,
  ...context
}: { page: Page } & Omit<JobPostingContext, 'path' | 'section' | 'hiringOrganization'>) {
  const hiringOrganization = hiringOrganisation(context.settings, context.siteUrl, context.mark)
  return page.sections.flatMap((section) =>
    section.type === 'jobOpenings'
      ? section.openings.map((opening) => (
          <JsonLd
            key={`${section.key}-${opening.id}`}
            data={jobPosting(opening, {
              ...context,
              path: page.route,
              section,
              hiringOrganization,
            })}
          />
        ))
      : [],
  )
}
