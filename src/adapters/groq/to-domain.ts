import type { z } from 'zod'
import type { Page } from '@/domain/content/page'
import { pageProblems } from '@/domain/content/page-rules'
import type { Section } from '@/domain/content/sections'
import type { SiteSettings } from '@/domain/content/site-settings'
import { InvalidContentError, NotFoundError } from '@/domain/errors'
import type { SiteRoute } from '@/domain/routes'
import type { PAGE_QUERY_RESULT, SITE_SETTINGS_QUERY_RESULT } from './query-results.generated'
import { pageDocument, siteSettingsDocument } from './schema/documents'
import { isKnownSectionType, SECTION_SCHEMAS } from './schema/sections'

export interface SkippedSection {
  index: number
  type: string
}

export interface MappedPage {
  page: Page
  skipped: SkippedSection[]
}

/**
 * Validates every field of the page answer: none or invalid is a NotFoundError (a 404); sections of
 * an unknown type are skipped and reported, an invalid known one fails the page.
 */
export function toPage(raw: PAGE_QUERY_RESULT, route: SiteRoute): MappedPage {
  if (raw === null || raw === undefined) throw new NotFoundError(`No page at ${route}`)
  const document = pageDocument.safeParse(raw)
  if (!document.success) throw invalidPage(route, document.error)

  const sections: Section[] = []
  const skipped: SkippedSection[] = []
  const problems: string[] = []
  document.data.sections.forEach((rawSection, index) => {
    const type = (rawSection as { _type?: unknown } | null)?._type
    if (!isKnownSectionType(type)) {
      skipped.push({ index, type: typeof type === 'string' ? type : '(none)' })
      return
    }
    const section = SECTION_SCHEMAS[type].safeParse(rawSection)
    if (section.success) sections.push(section.data)
    else problems.push(...describeIssues(section.error, `sections[${index}]`))
  })
  if (problems.length > 0) throw invalidPage(route, problems)
  const { sections: _raw, _id: id, ...fields } = document.data
  const page: Page = { ...fields, id, sections, updatedAt: latestUpdate(raw) }
  const pageLevelProblems = pageProblems(page)
  if (pageLevelProblems.length > 0) throw invalidPage(route, pageLevelProblems)
  return { page, skipped }
}

export function toSiteSettings(raw: SITE_SETTINGS_QUERY_RESULT): SiteSettings {
  if (raw === null || raw === undefined) {
    throw new InvalidContentError('Site settings are missing', ['no siteSettings document'])
  }
  const settings = siteSettingsDocument.safeParse(raw)
  if (!settings.success) {
    throw new InvalidContentError('Site settings failed validation', describeIssues(settings.error))
  }
  return settings.data
}

/** The latest `_updatedAt` in an answer: the document's own and those it shows. */
export function latestUpdate(raw: unknown): string | undefined {
  let latest: { text: string; time: number } | undefined
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (typeof value !== 'object' || value === null) return
    for (const [key, field] of Object.entries(value)) {
      if (key !== '_updatedAt') visit(field)
      else if (typeof field === 'string' && Date.parse(field) > (latest?.time ?? -Infinity))
        latest = { text: new Date(Date.parse(field)).toISOString(), time: Date.parse(field) }
    }
  }
  visit(raw)
  return latest?.text
}

function invalidPage(route: SiteRoute, problems: z.ZodError | string[]): NotFoundError {
  const issues = Array.isArray(problems) ? problems : describeIssues(problems)
  return new NotFoundError(`Page ${route} failed validation`, {
    cause: new InvalidContentError(`Page ${route} failed validation`, issues),
  })
}

export function describeIssues(error: z.ZodError, prefix = ''): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.reduce<string>(
      (text, part) =>
        typeof part === 'number' ? `${text}[${part}]` : `${text}${text && '.'}${String(part)}`,
      prefix,
    )
    return path ? `${path}: ${issue.message}` : issue.message
  })
}
