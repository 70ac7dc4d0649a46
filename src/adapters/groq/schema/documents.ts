import { z } from 'zod'
import type { Navigation, GeneralFooter, SiteSettings } from '@/domain/content/site-settings'
import { isSiteRoute, type SiteRoute } from '@/domain/routes'
import { link, list, optionalLink, optionalText, text } from './fields'

/** The page document without its sections, which are validated one by one. */
export const pageDocument = z.object({
  _id: text,
  title: text,
  route: z
    .string()
    .refine(isSiteRoute, 'must be one of the site routes')
    .transform((r) => r as SiteRoute),
  seo: z
    .object({ title: optionalText, description: optionalText })
    .nullish()
    .transform((seo) => ({ title: seo?.title, description: seo?.description })),
  sections: z
    .array(z.unknown())
    .nullish()
    .transform((sections) => sections ?? []),
})

const navigation: z.ZodType<Navigation, unknown> = z.object({
  logo: z.object({ label: text }),
  menu: list(link),
  button: optionalLink,
})

const footer: z.ZodType<GeneralFooter, unknown> = z.object({
  heading: text,
  links: list(link),
  contactEmail: optionalText.refine(
    (value) => value === undefined || /^[^\s@]+@[^\s@]+$/.test(value),
    'must be an e-mail address',
  ),
  legal: text,
})

export const siteSettingsDocument: z.ZodType<SiteSettings, unknown> = z.object({
  title: text,
  description: text,
  tagline: optionalText,
  labels: z.object({ skipToContent: text, menu: text }),
  themeColour: z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a hex colour such as #0b0b0f'),
  navigation,
  footer,
})
