import type { ComponentType } from 'react'
import type { Section, SectionType } from '@/domain/content/sections'
import type { HeadingLevel } from '../primitives/Heading'
import { Approach } from './Approach'
import { Content } from './Content'
import { Culture } from './Culture'
import { Manifest } from './Manifest'
import { HeaderSection, LegalHeader } from './PageHeader'
import { Recruit } from './Recruit'
import type { SectionProps } from './section-props'

type SectionComponents = { [TType in SectionType]: ComponentType<SectionProps<TType>> }

/**
 * Which component renders which section type. The type makes it complete: adding a section
 * type to the domain without a component here is a compile error.
 */
export const SECTION_COMPONENTS: SectionComponents = {
  homeHeader: HeaderSection,
  productsHeader: HeaderSection,
  manifestoHeader: HeaderSection,
  legalHeader: LegalHeader,
  approach: Approach,
  culture: Culture,
  manifest: Manifest,
  recruit: Recruit,
  content: Content,
}

export function SectionView({
  section,
  headingLevel,
}: {
  section: Section
  headingLevel: HeadingLevel
}) {
  const Component = SECTION_COMPONENTS[section.type] as ComponentType<{
    section: Section
    headingLevel: HeadingLevel
  }>
  return <Component section={section} headingLevel={headingLevel} />
}
