import type { SectionType } from '../../../src/domain/content/sections'
import { approach } from './approach'
import { bottomTagline } from './bottom-tagline'
import { content } from './content'
import { culture } from './culture'
import { formEmbed } from './form-embed'
import { generalFooter } from './general-footer'
import { homeHeader } from './home-header'
import { howWeNailedIt } from './how-we-nailed-it'
import { jobOpenings } from './job-openings'
import { legalHeader } from './legal-header'
import { lifeAt } from './life-at'
import { lifeAtBenefits } from './life-at-benefits'
import { manifest } from './manifest'
import { manifestoHeader } from './manifesto-header'
import { marquee } from './marquee'
import { products } from './products'
import { productsHeader } from './products-header'
import { quest } from './quest'
import { recruit } from './recruit'
import { remote } from './remote'
import { resume } from './resume'
import { statistics } from './statistics'
import { team } from './team'
import { teamMembers } from './team-members'
import { testimonials } from './testimonials'
import { topics } from './topics'
import { video } from './video'
import { webglBlock } from './webgl-block'

/**
 * Every kind of section a page can hold, grouped as the site groups them (home, products,
 * life at Alts, careers, manifesto, legal, general), which is the order editors pick from.
 * Each name must be a section type of the domain; the agreement test checks the converse.
 */
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
