/** Portable Text, only the shape the site renders; renderers accept any valid block. */
export interface RichTextSpan {
  _type: 'span'
  _key: string
  text: string
  marks?: string[]
}

/** Facts the editor places and the site writes out, so a policy cannot drift from behaviour. */
export const SITE_FACTS = {
  consentPeriod: 'Consent period',
  /** Who receives page views, as the analytics adapter tells the visitor. */
  analyticsDisclosure: 'Analytics disclosure',
} as const

export type SiteFactName = keyof typeof SITE_FACTS

export type SiteFacts = Record<SiteFactName, string>

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
  anchor?: string
}

export type RichText = RichTextBlock[]

export function anchorsOf(text: readonly Pick<RichTextBlock, 'anchor'>[]): string[] {
  return text.flatMap((block) => (block.anchor ? [block.anchor] : []))
}

export const isSiteFactName = (name: unknown): name is SiteFactName =>
  typeof name === 'string' && Object.hasOwn(SITE_FACTS, name)

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
