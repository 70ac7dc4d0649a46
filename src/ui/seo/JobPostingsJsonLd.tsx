'use client'

import type { JobOpening } from '@/domain/content/documents'
import { JsonLd } from './JsonLd'
import { jobPosting, type JobPostingContext } from './job-posting'

/**
 * A JobPosting for every role a section lists, one script each. Built in a client component
 * from the roles' data: the RSC payload then holds the same role objects the listed roles
 * (JobOpening) are rendered from, written once, and no JSON-LD of its own; the markup carries
 * the scripts, rendered on the server.
 */
export function JobPostingsJsonLd({
  openings,
  ...context
}: { openings: JobOpening[] } & JobPostingContext) {
  return openings.map((opening) => <JsonLd key={opening.id} data={jobPosting(opening, context)} />)
}
