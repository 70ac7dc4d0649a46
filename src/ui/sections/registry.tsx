import type { ComponentType } from 'react'
import type { Section, SectionType } from '@/domain/content/sections'
import { HowWeNailedIt, Products } from './cards'
import { BottomTagline, FormEmbed, GeneralFooter, WebglBlock } from './general'
import { HomeHeader, LegalHeader, ManifestoHeader, ProductsHeader } from './headers'
import { JobOpenings } from './JobOpenings'
import { Content, Resume, Topics } from './legal'
import { Marquee } from './Marquee'
import { Team, TeamMembers, Testimonials } from './people'
import { Approach, Culture, LifeAtBenefits, Manifest } from './points'
import type { SectionProps } from './section-props'
import { LifeAt, Quest, Recruit, Remote, Statistics } from './stories'
import { Video } from './Video'

type SectionComponents = { [TType in SectionType]: ComponentType<SectionProps<TType>> }

/**
 * Which component renders which section type. The type makes it complete: adding a section
 * type to the domain without a component here is a compile error.
 */
export const SECTION_COMPONENTS: SectionComponents = {
  homeHeader: HomeHeader,
  approach: Approach,
  howWeNailedIt: HowWeNailedIt,
  marquee: Marquee,
  products: Products,
  testimonials: Testimonials,
  lifeAt: LifeAt,
  productsHeader: ProductsHeader,
  quest: Quest,
  statistics: Statistics,
  lifeAtBenefits: LifeAtBenefits,
  culture: Culture,
  team: Team,
  teamMembers: TeamMembers,
  recruit: Recruit,
  remote: Remote,
  jobOpenings: JobOpenings,
  manifestoHeader: ManifestoHeader,
  manifest: Manifest,
  video: Video,
  legalHeader: LegalHeader,
  resume: Resume,
  topics: Topics,
  content: Content,
  generalFooter: GeneralFooter,
  bottomTagline: BottomTagline,
  formEmbed: FormEmbed,
  webglBlock: WebglBlock,
}

/** Renders any section with the component registered for its type. */
export function SectionView(props: SectionProps<SectionType> & { section: Section }) {
  const Component = SECTION_COMPONENTS[props.section.type] as ComponentType<typeof props>
  return <Component {...props} />
}
