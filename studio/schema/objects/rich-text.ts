import { defineArrayMember, defineField, type ArrayRule, type PortableTextBlock } from 'sanity'
import { ANCHOR } from '../../../src/domain/content/formats'
import { hrefRule } from '../rules'

/*
 * Portable Text with exactly what the site renders (src/ui/sections/RichTextView.tsx):
 * paragraphs, two heading levels, bullet and numbered lists, strong and emphasis, and links.
 *
 * Headings may carry an `anchor`, the id that links such as #your-rights land on. Sanity's
 * schema allows no fields of our own on a text block, so the anchor is checked here, by the
 * block's rule, as the site checks it (src/adapters/groq/schema/fields.ts, richText).
 */

/** The heading styles the site gives an id to; an anchor on any other block lands nowhere. */
const ANCHORED_STYLES = ['h2', 'h3']

/** What the rules read of a block as stored, the anchor included. */
interface StoredBlock {
  _key?: string
  style?: string
  anchor?: unknown
}

const block = defineArrayMember({
  type: 'block',
  styles: [
    { title: 'Paragraph', value: 'normal' },
    { title: 'Heading', value: 'h2' },
    { title: 'Subheading', value: 'h3' },
  ],
  lists: [
    { title: 'Bullets', value: 'bullet' },
    { title: 'Numbers', value: 'number' },
  ],
  marks: {
    decorators: [
      { title: 'Strong', value: 'strong' },
      { title: 'Emphasis', value: 'em' },
    ],
    annotations: [
      defineArrayMember({
        name: 'link',
        title: 'Link',
        type: 'object',
        fields: [
          defineField({ name: 'href', title: 'Goes to', type: 'string', validation: hrefRule }),
        ],
      }),
    ],
  },
  validation: (rule) => [
    rule.custom(anchorForm),
    // The site accepts it, but the link that uses it would go nowhere.
    rule.custom(anchorOnHeading).warning(),
  ],
})

function anchorForm(block: PortableTextBlock | undefined) {
  const { anchor } = (block ?? {}) as StoredBlock
  if (anchor === undefined || anchor === null) return true
  return (
    (typeof anchor === 'string' && ANCHOR.test(anchor)) || {
      message: 'The anchor must be lowercase words joined by dashes',
      path: ['anchor'],
    }
  )
}

function anchorOnHeading(block: PortableTextBlock | undefined) {
  const { anchor, style } = (block ?? {}) as StoredBlock
  if (anchor === undefined || anchor === null) return true
  return (
    ANCHORED_STYLES.includes(style ?? 'normal') || {
      message: 'Only headings show their anchor: make this block a heading',
      path: ['anchor'],
    }
  )
}

interface RichTextOptions {
  name: string
  title: string
  description?: string
}

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
  const seen = new Set<string>()
  const repeated = (blocks ?? []).flatMap((block, index) => {
    if (typeof block.anchor !== 'string') return []
    const again = seen.has(block.anchor)
    seen.add(block.anchor)
    return again ? [{ anchor: block.anchor, at: block._key ? { _key: block._key } : index }] : []
  })
  return (
    repeated.length === 0 ||
    repeated.map(({ anchor, at }) => ({
      message: `The anchor "${anchor}" is used by an earlier block`,
      path: [at, 'anchor'],
    }))
  )
}
