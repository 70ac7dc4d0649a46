import { ListIcon } from '@sanity/icons/List'
import { defineArrayMember, defineField, type ValidationContext } from 'sanity'
import { type AnchorCarrier, anchorsCarriedBy } from '../../../src/domain/content/page-rules'
import { storedAnchorOf } from '../objects/rich-text'
import { defineSection } from './define-section'
import { heading } from './fields'

/** A table of contents: links to the headings of the page's text, by their anchors. */
export const topics = defineSection({
  name: 'topics',
  title: 'Topics',
  icon: ListIcon,
  fields: [
    heading,
    defineField({
      name: 'topics',
      title: 'Topics',
      type: 'array',
      of: [defineArrayMember({ type: 'topic' })],
      validation: (rule) => rule.custom(landOnThisPage),
    }),
  ],
})

type StoredTopic = { _key?: string; anchor?: unknown }

/** Every topic links to an anchor a heading of the page carries, as the site requires. */
function landOnThisPage(topics: StoredTopic[] | undefined, context: ValidationContext) {
  const sections = (context.document as { sections?: unknown } | undefined)?.sections
  if (!Array.isArray(sections)) return true
  const carried = anchorsCarriedBy(sections.flatMap(anchorCarrierOf))
  const stray = (topics ?? []).flatMap((topic, index) =>
    typeof topic.anchor === 'string' && !carried.has(topic.anchor)
      ? [{ topic, at: topic._key ? { _key: topic._key } : index }]
      : [],
  )
  return (
    stray.length === 0 ||
    stray.map(({ topic, at }) => ({
      message: `Links to #${String(topic.anchor)}, which no heading on this page carries`,
      path: [at, 'anchor'],
    }))
  )
}

/** What a section as stored carries for links to land on, in the domain's terms. */
function anchorCarrierOf(section: unknown): AnchorCarrier[] {
  if (!isRecord(section)) return []
  if (section._type === 'content' && Array.isArray(section.body)) {
    const body = section.body.map((block) => ({ anchor: storedAnchorOf(block) }))
    return [{ type: 'content', body }]
  }
  if (section._type === 'jobOpenings')
    return [{ type: 'jobOpenings', anchor: textOrNothing(section.anchor) }]
  return []
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function textOrNothing(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}
