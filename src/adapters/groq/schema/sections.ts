import { z } from 'zod'
import type { NumberedItem, SectionType } from '@/domain/content/sections'
import { key, list, optionalLink, optionalText, richText, text } from './fields'
import { sectionSchema, type SectionSchema } from './section-schema'

const numberedItem: z.ZodType<NumberedItem, unknown> = z
  .object({ _key: key, title: text, body: text })
  .transform(({ _key, ...rest }) => ({ ...rest, key: _key }))

const pageHeader = { eyebrow: optionalText, heading: text, intro: optionalText }

/**
 * Every section type the site knows, by its CMS `_type`. A section whose type is missing here
 * is skipped (and logged) rather than failing the page, so the CMS can get ahead of the site.
 */
export const SECTION_SCHEMAS: { [TType in SectionType]: SectionSchema<TType> } = {
  homeHeader: sectionSchema('homeHeader', { ...pageHeader, cta: optionalLink }),
  productsHeader: sectionSchema('productsHeader', pageHeader),
  manifestoHeader: sectionSchema('manifestoHeader', pageHeader),
  legalHeader: sectionSchema('legalHeader', {
    ...pageHeader,
    updatedAt: optionalText.refine(
      (value) => value === undefined || /^\d{4}-\d{2}-\d{2}$/.test(value),
      'must be a date in the form YYYY-MM-DD',
    ),
  }),
  approach: sectionSchema('approach', { heading: text, steps: list(numberedItem) }),
  culture: sectionSchema('culture', { ...pageHeader, values: list(numberedItem) }),
  manifest: sectionSchema('manifest', { heading: optionalText, statements: list(numberedItem) }),
  recruit: sectionSchema('recruit', { heading: text, body: text, cta: optionalLink }),
  content: sectionSchema('content', { body: richText }),
}

export function isKnownSectionType(type: unknown): type is SectionType {
  return typeof type === 'string' && Object.hasOwn(SECTION_SCHEMAS, type)
}
