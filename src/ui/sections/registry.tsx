import type { ComponentType } from 'react'
import type { Section, SectionType } from '@/domain/content/sections'
import { BottomTagline } from './BottomTagline'
import { Content } from './Content'
import { Culture } from './Culture'
import { FormEmbed } from './FormEmbed'
import { GeneralFooter } from './GeneralFooter'
import { HomeHeader } from './HomeHeader'
import { HowWeNailedIt } from './HowWeNailedIt'
import { JobOpenings } from './JobOpenings'
import { LegalHeader } from './LegalHeader'
import { LifeAt } from './LifeAt'
import { Manifest } from './Manifest'
import { Marquee } from './Marquee'
import { PictureHeader } from './PictureHeader'
import { Products } from './Products'
import { Quest } from './Quest'
import { Recruit } from './Recruit'
import { Remote } from './Remote'
import { Resume } from './Resume'
import { SplitPoints } from './SplitPoints'
import { Statistics } from './Statistics'
import { Team } from './Team'
import { TeamMembers } from './TeamMembers'
import { Testimonials } from './Testimonials'
import { Topics } from './Topics'
import { Video } from './Video'
import { WebglBlock } from './WebglBlock'
import type { SectionProps } from './section-props'

type SectionComponents = { [TType in SectionType]: ComponentType<SectionProps<TType>> }

/** The type makes it complete: a section type without a component here does not compile. */
export const SECTION_COMPONENTS: SectionComponents = {
  homeHeader: HomeHeader,
  approach: SplitPoints,
  howWeNailedIt: HowWeNailedIt,
  marquee: Marquee,
  products: Products,
  testimonials: Testimonials,
  lifeAt: LifeAt,
  productsHeader: PictureHeader,
  quest: Quest,
  statistics: Statistics,
  lifeAtBenefits: SplitPoints,
  culture: Culture,
  team: Team,
  teamMembers: TeamMembers,
  recruit: Recruit,
  remote: Remote,
  jobOpenings: JobOpenings,
  manifestoHeader: HomeHeader,
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

export function SectionView(props: SectionProps<SectionType> & { section: Section }) {
  const Component = SECTION_COMPONENTS[props.section.type] as ComponentType<typeof props>
  return <Component {...props} />
}
