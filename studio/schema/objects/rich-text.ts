import { BoltIcon } from '@sanity/icons/Bolt'
import { HashIcon } from '@sanity/icons/Hash'
import { defineArrayMember, defineField, type ArrayRule, type PortableTextBlock } from 'sanity'
import { ANCHOR } from '../../../src/domain/content/formats'
import { SITE_FACTS, type SiteFactName } from '../../../src/domain/content/rich-text'
import { hrefRule } from '../rules'

/*
 * Portable Text with exactly what the site renders. A heading's anchor is an annotation, as
 * Sanity allows no fields of a project's own on a text block (docs/studio.md).
 */

/** The heading styles the site gives an id to; an anchor on any other block lands nowhere. */
const ANCHORED_STYLES = ['h2', 'h3']

type StoredAnchor = { _type: 'anchor'; _key?: string; name?: unknown }

type StoredBlock = { _key?: string; style?: string; markDefs?: unknown }

const isStoredAnchor = (markDef: unknown): markDef is StoredAnchor =>
  typeof markDef === 'object' && (markDef as StoredAnchor | null)?._type === 'anchor'

type FoundAnchor = { markDef: StoredAnchor; path: ['markDefs', { _key: string } | number] }

function anchorsIn(block: unknown): FoundAnchor[] {
  const markDefs = (block as StoredBlock | undefined)?.markDefs
  if (!Array.isArray(markDefs)) return []
  return markDefs.flatMap((markDef: unknown, index) =>
    isStoredAnchor(markDef)
      ? [{ markDef, path: ['markDefs', markDef._key ? { _key: markDef._key } : index] }]
      : [],
  )
}

/** The anchor a block as stored carries for links to land on, if any: its anchor's name. */
export function storedAnchorOf(block: unknown): string | undefined {
  const name = anchorsIn(block)[0]?.markDef.name
  return typeof name === 'string' ? name : undefined
}

const anchor = defineArrayMember({
  name: 'anchor',
  title: 'Anchor (link target)',
  type: 'object',
  icon: HashIcon,
  description:
    'Gives a heading an id that links can jump to, such as #your-rights. Select the whole heading, add an anchor and name it.',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description:
        'Lowercase words joined by dashes, such as your-rights; links to it end in #your-rights.',
      validation: (rule) => [
        rule.required().error('Name the anchor, such as your-rights'),
        rule.regex(ANCHOR).error('The anchor must be lowercase words joined by dashes'),
      ],
    }),
  ],
})

/** A fact the site writes out from its own settings (SITE_FACTS), placed by the editor. */
const siteFact = defineArrayMember({
  name: 'siteFact',
  title: 'Site fact',
  type: 'object',
  icon: BoltIcon,
  description:
    'Written out by the site from its own settings, so that the text always says what the site does.',
  fields: [
    defineField({
      name: 'fact',
      title: 'Fact',
      type: 'string',
      options: {
        list: Object.entries(SITE_FACTS).map(([value, title]) => ({ value, title })),
        layout: 'radio',
      },
      // The list's own check names a value that is not one of the facts; this one, a missing one.
      validation: (rule) => rule.custom((fact) => fact !== undefined || 'Choose the fact to state'),
    }),
  ],
  preview: {
    select: { fact: 'fact' },
    prepare: ({ fact }: { fact?: SiteFactName }) => ({
      title: (fact && SITE_FACTS[fact]) ?? 'Site fact',
    }),
  },
})

/** Choices by the title editors see, in order. */
const titled = (choices: Record<string, string>) =>
  Object.entries(choices).map(([title, value]) => ({ title, value }))

const block = defineArrayMember({
  type: 'block',
  of: [siteFact],
  styles: titled({ Paragraph: 'normal', Heading: 'h2', Subheading: 'h3' }),
  lists: titled({ Bullets: 'bullet', Numbers: 'number' }),
  marks: {
    decorators: titled({ Strong: 'strong', Emphasis: 'em' }),
    annotations: [
      defineArrayMember({
        name: 'link',
        title: 'Link',
        type: 'object',
        fields: [
          defineField({ name: 'href', title: 'Goes to', type: 'string', validation: hrefRule }),
        ],
      }),
      anchor,
    ],
  },
  validation: (rule) => [
    // A heading has one id: a second anchor would have nowhere to go.
    rule.custom(oneAnchor),
    // The site accepts it, but the link that uses it would go nowhere.
    rule.custom(anchorOnHeading).warning(),
  ],
})

function oneAnchor(block: PortableTextBlock | undefined) {
  const extra = anchorsIn(block).slice(1)
  return (
    extra.length === 0 ||
    extra.map(({ path }) => ({
      message: 'A heading has one anchor: remove this one, or the one before it',
      path,
    }))
  )
}

function anchorOnHeading(block: PortableTextBlock | undefined) {
  const anchors = anchorsIn(block)
  if (anchors.length === 0) return true
  const { style } = (block ?? {}) as StoredBlock
  return (
    ANCHORED_STYLES.includes(style ?? 'normal') ||
    anchors.map(({ path }) => ({
      message: 'Only headings show their anchor: make this block a heading',
      path,
    }))
  )
}

type RichTextOptions = { name: string; title: string; description?: string }

/** A rich text field: at least one block, and no anchor used twice. */
export function richTextField(field: RichTextOptions) {
  return defineField({
    ...field,
    type: 'array',
    of: [block],
    validation: (rule: ArrayRule<StoredBlock[]>) => [
      rule.required().min(1).error('Required: write something here'),
      rule.custom(repeatedAnchors),
    ],
  })
}

function repeatedAnchors(blocks: StoredBlock[] | undefined) {
  const seen = new Map<string, StoredBlock>()
  const repeated = (blocks ?? []).flatMap((block, blockIndex) =>
    anchorsIn(block).flatMap(({ markDef: { name }, path }) => {
      if (typeof name !== 'string') return []
      const first = seen.get(name) ?? block
      seen.set(name, first)
      // Twice in one block is the block's own rule (one anchor per heading).
      if (first === block) return []
      const at = block._key ? { _key: block._key } : blockIndex
      return [{ name, path: [at, ...path, 'name'] }]
    }),
  )
  return (
    repeated.length === 0 ||
    repeated.map(({ name, path }) => ({
      message: `The anchor "${name}" is used by an earlier block`,
      path,
    }))
  )
}
