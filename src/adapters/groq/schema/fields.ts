import { z } from 'zod'
import { ANCHOR, HEX_COLOUR } from '@/domain/content/formats'
import {
  EMBEDDABLE_URL_RULE,
  HREF_RULE,
  isAllowedHref,
  isEmbeddableUrl,
  type Link,
} from '@/domain/content/link'
import {
  isSiteFactName,
  SITE_FACTS,
  type RichText,
  type RichTextBlock,
  type RichTextLinkMark,
} from '@/domain/content/rich-text'
import { withoutEditMarkers } from '../edit-markers'

/** Shared field schemas; the content API answers `null` for empty fields, read as undefined. */

/** A value compared or validated rather than shown: read without draft mode's edit markers. */
export function markerFree<TSchema extends z.ZodType<unknown, string>>(schema: TSchema) {
  return z.string().transform(withoutEditMarkers).pipe(schema)
}

const showsSomething = (value: string) => withoutEditMarkers(value).trim() !== ''

export const text = z.string().trim().refine(showsSomething, 'must not be empty')

export const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value && showsSomething(value) ? value : undefined))

export const key = z.string().min(1, 'must have a _key')

/** A code of a fixed form (a colour, a country), read without edit markers. */
export const matching = (pattern: RegExp, rule: string) =>
  markerFree(z.string().regex(pattern, rule))

/** One of a fixed list of names, read without edit markers. */
export const oneOf = <const TValues extends readonly [string, ...string[]]>(values: TValues) =>
  markerFree(z.enum(values, { error: `must be one of ${values.join(', ')}` }))

export const anchor = matching(ANCHOR, 'must be lowercase words joined by dashes')

export const optionalAnchor = optional(anchor)

export const isoDate = markerFree(z.iso.date('must be a date in the form YYYY-MM-DD'))

export const hexColour = matching(HEX_COLOUR, 'must be a hex colour such as #0b0b0f')

export const href = markerFree(z.string().trim().refine(isAllowedHref, HREF_RULE))

export const embeddableUrl = markerFree(
  z.string().trim().refine(isEmbeddableUrl, EMBEDDABLE_URL_RULE),
)

export const link = z.object({ label: text, href }) satisfies z.ZodType<Link, unknown>

export const optionalLink = optional(link)

export const metric = z.object({ value: text, label: text })

export function list<TItem extends z.ZodType>(item: TItem) {
  return z
    .array(item)
    .nullish()
    .transform((value) => value ?? [])
}

export const textList = list(text)

export function optional<TSchema extends z.ZodType>(schema: TSchema) {
  return schema.nullish().transform((value) => value ?? undefined)
}

const span = z.object({
  _type: z.literal('span'),
  _key: key,
  text: z.string(),
  marks: z.array(z.string()).optional(),
})

const siteFact = z.object({
  _type: z.literal('siteFact'),
  _key: key,
  fact: markerFree(z.string()).refine(
    isSiteFactName,
    `must be one of the site's facts: ${Object.keys(SITE_FACTS).join(', ')}`,
  ),
})

const linkMark = z.object({ _type: z.literal('link'), _key: key, href })

const anchorMark = z.object({ _type: z.literal('anchor'), _key: key, name: anchor })

type AnchorMark = z.output<typeof anchorMark>
type MarkDef = z.output<typeof linkMark> | AnchorMark

const isAnchorMark = (markDef: MarkDef): markDef is AnchorMark => markDef._type === 'anchor'

const storedBlock = z
  .object({
    _type: z.literal('block'),
    _key: key,
    style: z.string().optional(),
    listItem: z.enum(['bullet', 'number']).optional(),
    level: z.number().int().positive().optional(),
    children: z.array(z.discriminatedUnion('_type', [span, siteFact])).min(1),
    markDefs: z.array(z.discriminatedUnion('_type', [linkMark, anchorMark])).optional(),
  })
  .superRefine(({ markDefs = [] }, context) => {
    let anchors = 0
    markDefs.forEach((markDef, index) => {
      if (isAnchorMark(markDef) && ++anchors > 1) {
        context.addIssue({
          code: 'custom',
          path: ['markDefs', index],
          message: 'is a second anchor: a heading has one id',
        })
      }
    })
  })

const isLinkMark = (markDef: MarkDef): markDef is RichTextLinkMark => markDef._type === 'link'

/** The anchor annotation becomes the block's `anchor` and leaves the text's marks. */
function toDomainBlock({
  markDefs,
  children,
  ...rest
}: z.output<typeof storedBlock>): RichTextBlock {
  const links = markDefs?.filter(isLinkMark)
  const anchorMarkDef = markDefs?.find(isAnchorMark)
  if (!anchorMarkDef) return { ...rest, children, ...(links && { markDefs: links }) }
  const unmarked = (marks: string[]) => marks.filter((mark) => mark !== anchorMarkDef._key)
  return {
    ...rest,
    children: children.map((child) =>
      child._type === 'span' && child.marks ? { ...child, marks: unmarked(child.marks) } : child,
    ),
    ...(links && { markDefs: links }),
    anchor: anchorMarkDef.name,
  }
}

export const richText = z
  .array(storedBlock)
  .min(1, 'must not be empty')
  .superRefine((blocks, context) => {
    const seen = new Set<string>()
    blocks.forEach((item, index) => {
      item.markDefs?.forEach((markDef, markIndex) => {
        if (!isAnchorMark(markDef)) return
        if (seen.has(markDef.name)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'markDefs', markIndex, 'name'],
            message: `"${markDef.name}" is used by an earlier block`,
          })
        }
        seen.add(markDef.name)
      })
    })
  })
  .transform((blocks) => blocks.map(toDomainBlock)) satisfies z.ZodType<RichText, unknown>
