import type { SectionType } from '../../../src/domain/content/sections'
import { bottomTagline, formEmbed, generalFooter, webglBlock } from './general'
import {
  approach,
  homeHeader,
  howWeNailedIt,
  lifeAt,
  marquee,
  products,
  testimonials,
} from './home'
import { jobOpenings } from './job-openings'
import { content, legalHeader, resume } from './legal'
import { culture, lifeAtBenefits, recruit, remote, team, teamMembers } from './life-at-alts'
import { manifest, manifestoHeader, video } from './manifesto'
import { productsHeader, quest, statistics } from './products-page'
import { topics } from './topics'

/** Every kind of section, in the order editors pick from; each a section type of the domain. */
export const sectionTypes = [
  homeHeader,
  approach,
  howWeNailedIt,
  marquee,
  products,
  testimonials,
  lifeAt,
  productsHeader,
  quest,
  statistics,
  lifeAtBenefits,
  culture,
  team,
  teamMembers,
  recruit,
  remote,
  jobOpenings,
  manifestoHeader,
  manifest,
  video,
  legalHeader,
  resume,
  topics,
  content,
  generalFooter,
  bottomTagline,
  formEmbed,
  webglBlock,
] satisfies { name: SectionType }[]

export const SECTION_TYPE_NAMES: readonly SectionType[] = sectionTypes.map(({ name }) => name)
