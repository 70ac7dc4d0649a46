import type { SectionOf, SectionType } from '@/domain/content/sections'
import type { HeadingLevel } from '../primitives/Heading'

/** What every section component receives: its content and where it sits in the outline. */
export interface SectionProps<TType extends SectionType> {
  section: SectionOf<TType>
  /** 1 for the section that opens the page, 2 for the rest. */
  headingLevel: HeadingLevel
}
