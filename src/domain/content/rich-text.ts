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

/**
 * What the site knows and the text states: the editor places the fact, the site writes it out.
 * A policy that states the site's own behaviour in its words could drift from it; a fact
 * cannot.
 */
export const SITE_FACTS = {
  /** How long a visitor's analytics choice holds (site settings), in words: "12 months". */
  consentPeriod: 'Consent period',
  /**
   * Who receives page views and what they hold, as the configured analytics adapter says it
   * to the visitor in the consent question (or that there is no analytics).
   */
  analyticsDisclosure: 'Analytics disclosure',
} as const

export type SiteFactName = keyof typeof SITE_FACTS

/** The text of every fact, as this site states it. */
export type SiteFacts = Record<SiteFactName, string>

/** A fact placed in the text, written out when the page is rendered (see statingFacts). */
export interface RichTextFact {
  _type: 'siteFact'
  _key: string
  fact: SiteFactName
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
  children: (RichTextSpan | RichTextFact)[]
  markDefs?: RichTextLinkMark[]
  /** An id other sections can link to by hash (e.g. the privacy topics). */
  anchor?: string
}

export type RichText = RichTextBlock[]

/** The anchors that the rich text's blocks carry, in order. */
export function anchorsOf(text: readonly Pick<RichTextBlock, 'anchor'>[]): string[] {
  return text.flatMap((block) => (block.anchor ? [block.anchor] : []))
}

export const isSiteFactName = (name: unknown): name is SiteFactName =>
  typeof name === 'string' && Object.hasOwn(SITE_FACTS, name)

/** The text with each fact written out as plain text, in the place the editor put it. */
export function statingFacts(text: RichText, facts: SiteFacts): RichText {
  return text.map((block) =>
    block.children.some((child) => child._type === 'siteFact')
      ? {
          ...block,
          children: block.children.map((child) =>
            child._type === 'siteFact'
              ? { _type: 'span', _key: child._key, text: facts[child.fact], marks: [] }
              : child,
          ),
        }
      : block,
  )
}
