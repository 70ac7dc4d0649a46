/**
 * Rich text in Portable Text form, the structured text format editors write in the CMS.
 * Only the shape the site renders is described here; renderers accept any valid block.
 */
export interface RichTextSpan {
  _type: 'span'
  _key: string
  text: string
  marks?: string[]
}

export interface RichTextLinkMark {
  _type: 'link'
  _key: string
  href: string
}

export interface RichTextBlock {
  _type: 'block'
  _key: string
  style?: string
  listItem?: 'bullet' | 'number'
  level?: number
  children: RichTextSpan[]
  markDefs?: RichTextLinkMark[]
  /** An id other sections can link to by hash (e.g. the privacy topics). */
  anchor?: string
}

export type RichText = RichTextBlock[]

/** The anchors that the rich text's blocks carry, in order. */
export function anchorsOf(text: readonly Pick<RichTextBlock, 'anchor'>[]): string[] {
  return text.flatMap((block) => (block.anchor ? [block.anchor] : []))
}
