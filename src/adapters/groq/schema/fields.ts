import { z } from 'zod'
import type { Link } from '@/domain/content/link'
import type { RichText } from '@/domain/content/rich-text'
import { isSiteRoute } from '@/domain/routes'

/**
 * Field schemas shared by every document and section. The content API answers `null` for a
 * field that was never filled in, so optional fields accept null and become undefined.
 */

/** Required text: present and not blank after trimming. */
export const text = z.string().trim().min(1, 'must not be empty')

/** Optional text: null, missing or blank becomes undefined. */
export const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || undefined)

export const key = z.string().min(1, 'must have a _key')

/** Where a link may point: a site route (with an optional hash), a hash, mail, phone or https. */
export const href = z
  .string()
  .trim()
  .refine(isAllowedHref, 'must be a site route, #hash, mailto:, tel: or https:// URL')

function isAllowedHref(value: string): boolean {
  if (/^#[\w-]+$/.test(value)) return true
  if (/^(mailto|tel):\S+$/.test(value)) return true
  if (/^https:\/\/[^\s/]+/.test(value)) return true
  const [path = '', hash] = value.split('#')
  return isSiteRoute(path) && (hash === undefined || /^[\w-]+$/.test(hash))
}

export const link: z.ZodType<Link, unknown> = z.object({ label: text, href })

export const optionalLink = link.nullish().transform((value) => value ?? undefined)

/** A list that may be absent in the content (null) and is then empty. */
export function list<T>(item: z.ZodType<T, unknown>) {
  return z
    .array(item)
    .nullish()
    .transform((value) => value ?? [])
}

const span = z.object({
  _type: z.literal('span'),
  _key: key,
  text: z.string(),
  marks: z.array(z.string()).optional(),
})

const linkMark = z.object({ _type: z.literal('link'), _key: key, href })

const block = z.object({
  _type: z.literal('block'),
  _key: key,
  style: z.string().optional(),
  listItem: z.enum(['bullet', 'number']).optional(),
  level: z.number().int().positive().optional(),
  children: z.array(span).min(1),
  markDefs: z.array(linkMark).optional(),
})

/** Portable Text made of text blocks; at least one block. */
export const richText: z.ZodType<RichText, unknown> = z.array(block).min(1, 'must not be empty')
