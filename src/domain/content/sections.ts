import type { FileAsset, Image } from './assets'
import type { JobOpening, Metric, Product, TeamMember, Testimonial } from './documents'
import type { Link } from './link'
import type { RichText } from './rich-text'

/** Each section's `type` maps to exactly one UI component; grouped as in the CMS. */
interface SectionBase<TType extends string> {
  type: TType
  key: string
}

/** A titled, numbered point: a step, a value, a benefit or a statement. */
export interface Point {
  key: string
  title: string
  body: string
}

interface OpeningFields {
  eyebrow?: string
  heading: string
  intro?: string
}

interface HeadedFields {
  eyebrow?: string
  heading: string
}

/* Home */

export interface HomeHeaderSection extends SectionBase<'homeHeader'>, OpeningFields {
  cta?: Link
  secondaryCta?: Link
  /** A looping vector animation (Lottie JSON) beside the heading. */
  animation?: FileAsset
}

export interface ApproachSection extends SectionBase<'approach'>, HeadedFields {
  intro?: string
  steps: Point[]
}

export interface CaseStudy {
  key: string
  product: Product
  challenge: string
  result: string
  metric?: Metric
}

export interface HowWeNailedItSection extends SectionBase<'howWeNailedIt'>, HeadedFields {
  intro?: string
  cases: CaseStudy[]
}

export interface MarqueeSection extends SectionBase<'marquee'> {
  label: string
  items: string[]
  /** The button that stops and restarts the motion. */
  pauseLabel: string
  playLabel: string
}

export interface ProductsSection extends SectionBase<'products'>, HeadedFields {
  intro?: string
  products: Product[]
  cta?: Link
}

export interface TestimonialsSection extends SectionBase<'testimonials'>, HeadedFields {
  testimonials: Testimonial[]
}

export interface LifeAtSection extends SectionBase<'lifeAt'>, HeadedFields {
  body: string
  images: Image[]
  cta?: Link
}

/* Products */

export interface ProductsHeaderSection extends SectionBase<'productsHeader'>, OpeningFields {
  image?: Image
}

export interface QuestSection extends SectionBase<'quest'>, HeadedFields {
  body: RichText
  image?: Image
}

export interface Statistic {
  key: string
  value: string
  label: string
  description?: string
}

export interface StatisticsSection extends SectionBase<'statistics'> {
  eyebrow?: string
  heading?: string
  intro?: string
  stats: Statistic[]
  animation?: FileAsset
}

/* Life at Alts */

export interface LifeAtBenefitsSection extends SectionBase<'lifeAtBenefits'>, HeadedFields {
  intro?: string
  benefits: Point[]
}

export interface CultureSection extends SectionBase<'culture'>, OpeningFields {
  values: Point[]
  image?: Image
}

export interface TeamSection extends SectionBase<'team'>, HeadedFields {
  body: string
  image: Image
}

export interface TeamMembersSection extends SectionBase<'teamMembers'>, HeadedFields {
  intro?: string
  members: TeamMember[]
}

export interface RecruitSection extends SectionBase<'recruit'>, HeadedFields {
  body: string
  cta?: Link
}

export interface Location {
  key: string
  city: string
  country: string
}

export interface RemoteSection extends SectionBase<'remote'>, HeadedFields {
  body: string
  locations: Location[]
  image?: Image
}

/* Careers */

export interface JobOpeningsSection extends SectionBase<'jobOpenings'>, HeadedFields {
  /** The id that links such as #open-roles jump to. */
  anchor?: string
  intro?: string
  openings: JobOpening[]
  responsibilitiesHeading: string
  requirementsHeading: string
  applyLabel: string
  emptyMessage: string
}

/* Manifesto */

export interface ManifestoHeaderSection extends SectionBase<'manifestoHeader'>, OpeningFields {
  animation?: FileAsset
}

export interface ManifestSection extends SectionBase<'manifest'> {
  heading?: string
  statements: Point[]
}

export interface VideoSection extends SectionBase<'video'> {
  eyebrow?: string
  heading?: string
  caption?: string
  video: FileAsset
  poster: Image
  captions: FileAsset
  /** BCP 47 language of the captions, e.g. "en". */
  captionsLanguage: string
  captionsLabel: string
  transcript?: string
}

/* Legal */

export interface LegalHeaderSection extends SectionBase<'legalHeader'>, OpeningFields {
  updatedAt: string
}

export interface ResumePoint {
  key: string
  title?: string
  body: string
}

export interface ResumeSection extends SectionBase<'resume'> {
  heading: string
  points: ResumePoint[]
}

export interface Topic {
  key: string
  label: string
  /** An anchor carried by a heading of the page's content section. */
  anchor: string
}

export interface TopicsSection extends SectionBase<'topics'> {
  heading: string
  topics: Topic[]
}

export interface ContentSection extends SectionBase<'content'> {
  body: RichText
}

/* General */

export interface GeneralFooterSection extends SectionBase<'generalFooter'> {
  heading: string
  body?: string
  contactEmail?: string
  links: Link[]
  social: Link[]
  legal: string
}

export interface BottomTaglineSection extends SectionBase<'bottomTagline'> {
  text: string
  link?: Link
}

/** A third-party form shown in a frame, with a plain link for when it cannot load. */
export interface EmbeddedForm {
  title: string
  url: string
  /** The button that loads the form, e.g. "Open the enquiry form". */
  loadLabel: string
  /** Where to go when the form cannot load (a mail address, a page). */
  fallbackUrl: string
  fallbackLabel: string
  height: number
}

export interface FormEmbedSection extends SectionBase<'formEmbed'> {
  heading: string
  body?: string
  form: EmbeddedForm
}

export interface WebglBlockSection extends SectionBase<'webglBlock'> {
  eyebrow?: string
  heading?: string
  body?: string
  /** Shown instead of the scene without WebGL, with reduced motion, and until it loads. */
  fallbackImage: Image
  /** The words of the button that stops and restarts the scene (WCAG 2.2.2). */
  pauseLabel: string
  playLabel: string
}

/** The scene's button's words when the content does not give them. */
export const DEFAULT_WEBGL_LABELS: Pick<WebglBlockSection, 'pauseLabel' | 'playLabel'> = {
  pauseLabel: 'Pause the animation',
  playLabel: 'Play the animation',
}

export type Section =
  | HomeHeaderSection
  | ApproachSection
  | HowWeNailedItSection
  | MarqueeSection
  | ProductsSection
  | TestimonialsSection
  | LifeAtSection
  | ProductsHeaderSection
  | QuestSection
  | StatisticsSection
  | LifeAtBenefitsSection
  | CultureSection
  | TeamSection
  | TeamMembersSection
  | RecruitSection
  | RemoteSection
  | JobOpeningsSection
  | ManifestoHeaderSection
  | ManifestSection
  | VideoSection
  | LegalHeaderSection
  | ResumeSection
  | TopicsSection
  | ContentSection
  | GeneralFooterSection
  | BottomTaglineSection
  | FormEmbedSection
  | WebglBlockSection

export type SectionType = Section['type']

export type SectionOf<TType extends SectionType> = Extract<Section, { type: TType }>

/** The section's own heading, when it has one; the first section's heading is the page's h1. */
export function headingOf(section: Section): string | undefined {
  return 'heading' in section ? section.heading : undefined
}
