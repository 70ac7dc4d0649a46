import type { FileAsset, Image } from './assets'
import type { JobOpening, Metric, Product, TeamMember, Testimonial } from './documents'
import type { Link } from './link'
import type { RichText } from './rich-text'

/** Each section's `type` maps to exactly one UI component; grouped as in the CMS. */
interface SectionBase<TType extends string> {
  type: TType
  key: string
  /**
   * Where an editor edits this section, in the form the CMS's visual editing reads (it lets them
   * select and reorder sections on the page itself). Only on pages read for editors.
   */
  editTarget?: string
}

export interface Point {
  key: string
  title: string
  body: string
}

interface HeadedFields {
  eyebrow?: string
  heading: string
}

interface OpeningFields extends HeadedFields {
  intro?: string
}

export interface HomeHeaderSection extends SectionBase<'homeHeader'>, OpeningFields {
  cta?: Link
  secondaryCta?: Link
  animation?: FileAsset
}

export interface ApproachSection extends SectionBase<'approach'>, OpeningFields {
  steps: Point[]
}

export interface CaseStudy {
  key: string
  product: Product
  challenge: string
  result: string
  metric?: Metric
}

export interface HowWeNailedItSection extends SectionBase<'howWeNailedIt'>, OpeningFields {
  cases: CaseStudy[]
}

export interface MarqueeSection extends SectionBase<'marquee'> {
  label: string
  items: string[]
  pauseLabel: string
  playLabel: string
}

export interface ProductsSection extends SectionBase<'products'>, OpeningFields {
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

export interface LifeAtBenefitsSection extends SectionBase<'lifeAtBenefits'>, OpeningFields {
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

export interface TeamMembersSection extends SectionBase<'teamMembers'>, OpeningFields {
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

export interface JobOpeningsSection extends SectionBase<'jobOpenings'>, OpeningFields {
  anchor?: string
  openings: JobOpening[]
  responsibilitiesHeading: string
  requirementsHeading: string
  applyLabel: string
  emptyMessage: string
}

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
  captionsLanguage: string
  captionsLabel: string
  transcript?: string
}

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

export interface EmbeddedForm {
  title: string
  url: string
  loadLabel: string
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
  pauseLabel: string
  playLabel: string
}

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
