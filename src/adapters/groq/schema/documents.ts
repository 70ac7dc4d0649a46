import { z } from 'zod'
import {
  DEFAULT_INTERFACE_LABELS,
  type InterfaceLabels,
  type Navigation,
  type SiteSettings,
} from '@/domain/content/site-settings'
import { CONSENT_MONTHS_RULE, DEFAULT_CONSENT_MONTHS, isConsentMonths } from '@/domain/privacy'
import { isSiteRoute, type SiteRoute } from '@/domain/routes'
import { image } from './assets'
import {
  hexColour,
  link,
  list,
  markerFree,
  optional,
  optionalLink,
  optionalText,
  text,
} from './fields'
import { SECTION_SCHEMAS } from './sections'

/** The page document without its sections, which are validated one by one. */
export const pageDocument = z.object({
  _id: text,
  title: text,
  route: markerFree(
    z
      .string()
      .refine(isSiteRoute, 'must be one of the site routes')
      .transform((route) => route as SiteRoute),
  ),
  seo: z
    .object({ title: optionalText, description: optionalText, image: optional(image) })
    .nullish()
    .transform((seo) => ({ title: seo?.title, description: seo?.description, image: seo?.image })),
  sections: z
    .array(z.unknown())
    .nullish()
    .transform((sections) => sections ?? []),
})

const navigation = z.object({
  logo: z.object({ label: text }),
  menu: list(link),
  button: optionalLink,
}) satisfies z.ZodType<Navigation, unknown>

/** Every label is optional: one the content leaves out keeps the site's default wording. */
const interfaceLabels = z
  .object(
    Object.fromEntries(
      Object.keys(DEFAULT_INTERFACE_LABELS).map((label) => [label, optionalText]),
    ) as Record<keyof InterfaceLabels, typeof optionalText>,
  )
  .nullish()
  .transform((labels) => {
    const given = Object.entries(labels ?? {}).filter(([, value]) => value !== undefined)
    return { ...DEFAULT_INTERFACE_LABELS, ...Object.fromEntries(given) }
  }) satisfies z.ZodType<InterfaceLabels, unknown>

/** Content that leaves it out keeps the default period; a value out of range is an error. */
const consentMonths = z
  .number()
  .refine(isConsentMonths, CONSENT_MONTHS_RULE)
  .nullish()
  .transform((months) => months ?? DEFAULT_CONSENT_MONTHS)

export const siteSettingsDocument = z.object({
  title: text,
  description: text,
  themeColour: hexColour,
  labels: interfaceLabels,
  navigation,
  footer: SECTION_SCHEMAS.generalFooter,
  bottomTagline: optional(SECTION_SCHEMAS.bottomTagline),
  seoImage: optional(image),
  consentMonths,
}) satisfies z.ZodType<SiteSettings, unknown>
