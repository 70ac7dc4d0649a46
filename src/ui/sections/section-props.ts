import type { SectionOf, SectionType } from '@/domain/content/sections'
import type { AssetUrls } from '../media/asset-urls'
import type { HeadingLevel } from '../primitives/Heading'

export interface SectionProps<TType extends SectionType> {
  section: SectionOf<TType>
  /** 1 for the section that opens the page, 2 for the rest. */
  headingLevel: HeadingLevel
  /** True for the page's first section, whose largest image loads first. */
  isFirst: boolean
  assetUrls: AssetUrls
}

export { headingId } from '../primitives/SectionIntro'
