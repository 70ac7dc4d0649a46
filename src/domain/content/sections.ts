import type { Link } from './link'
import type { RichText } from './rich-text'

/**
 * The building blocks of a page. Each section has a `type` that the UI's section registry
 * maps to exactly one component, and a stable `key` for rendering lists.
 */
interface SectionBase<TType extends string> {
  type: TType
  key: string
}

/** Shared shape of the big opening section of a page. */
interface PageHeaderFields {
  eyebrow?: string
  heading: string
  intro?: string
}

export interface HomeHeaderSection extends SectionBase<'homeHeader'>, PageHeaderFields {
  cta?: Link
}

export type ProductsHeaderSection = SectionBase<'productsHeader'> & PageHeaderFields
export type ManifestoHeaderSection = SectionBase<'manifestoHeader'> & PageHeaderFields
export type LegalHeaderSection = SectionBase<'legalHeader'> &
  PageHeaderFields & { updatedAt?: string }

export interface NumberedItem {
  key: string
  title: string
  body: string
}

export interface ApproachSection extends SectionBase<'approach'> {
  heading: string
  steps: NumberedItem[]
}

export interface CultureSection extends SectionBase<'culture'>, PageHeaderFields {
  values: NumberedItem[]
}

export interface ManifestSection extends SectionBase<'manifest'> {
  heading?: string
  statements: NumberedItem[]
}

export interface RecruitSection extends SectionBase<'recruit'> {
  heading: string
  body: string
  cta?: Link
}

export interface ContentSection extends SectionBase<'content'> {
  body: RichText
}

export type Section =
  | HomeHeaderSection
  | ProductsHeaderSection
  | ManifestoHeaderSection
  | LegalHeaderSection
  | ApproachSection
  | CultureSection
  | ManifestSection
  | RecruitSection
  | ContentSection

export type SectionType = Section['type']

/** The section of the given type, for components that render exactly one kind. */
export type SectionOf<TType extends SectionType> = Extract<Section, { type: TType }>

/** The section's own heading, when it has one; the first section's heading is the page's h1. */
export function headingOf(section: Section): string | undefined {
  return 'heading' in section ? section.heading : undefined
}
