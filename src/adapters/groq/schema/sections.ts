import { z } from 'zod'
import {
  DEFAULT_WEBGL_LABELS,
  type EmbeddedForm,
  type Location,
  type Point,
  type ResumePoint,
  type SectionType,
  type Statistic,
  type Topic,
} from '@/domain/content/sections'
import {
  EMAIL_ADDRESS,
  FORM_HEIGHTS,
  LANGUAGE_TAG,
  MARQUEE_MIN_ITEMS,
} from '@/domain/content/formats'
import { withoutEditMarkers } from '../edit-markers'
import { fileOf, image } from './assets'
import {
  anchor,
  embeddableUrl,
  href,
  isoDate,
  key,
  link,
  list,
  matching,
  metric,
  optional,
  optionalAnchor,
  optionalLink,
  optionalText,
  richText,
  text,
  textList,
} from './fields'
import { jobOpening, product, teamMember, testimonial } from './references'
import { sectionSchema, type SectionSchema } from './section-schema'

/** An item of a list: its `_key` becomes the domain's `key`. */
const keyed = <TShape extends z.ZodRawShape>(shape: TShape) =>
  z.object({ _key: key, ...shape }).transform((raw) => {
    const { _key, ...rest } = raw as { _key: string } & z.output<z.ZodObject<TShape>>
    return { ...rest, key: _key }
  })

const point = keyed({ title: text, body: text }) satisfies z.ZodType<Point, unknown>
const statistic = keyed({
  value: text,
  label: text,
  description: optionalText,
}) satisfies z.ZodType<Statistic, unknown>
const location = keyed({ city: text, country: text }) satisfies z.ZodType<Location, unknown>
const resumePoint = keyed({ title: optionalText, body: text }) satisfies z.ZodType<
  ResumePoint,
  unknown
>
const topic = keyed({ label: text, anchor }) satisfies z.ZodType<Topic, unknown>

const embeddedForm = z.object({
  title: text,
  url: embeddableUrl,
  loadLabel: text,
  fallbackUrl: href,
  fallbackLabel: text,
  height: z
    .number()
    .int()
    .min(FORM_HEIGHTS.min, `must be at least ${FORM_HEIGHTS.min}`)
    .max(FORM_HEIGHTS.max, `must be at most ${FORM_HEIGHTS.max}`),
}) satisfies z.ZodType<EmbeddedForm, unknown>

const caseStudy = keyed({ product, challenge: text, result: text, metric: optional(metric) })

const headed = { eyebrow: optionalText, heading: text }
const opening = { ...headed, intro: optionalText }
const lottie = optional(fileOf('json'))

/** Sections of a type missing here are skipped and logged, so the CMS can get ahead of the site. */
export const SECTION_SCHEMAS = {
  homeHeader: sectionSchema('homeHeader', {
    ...opening,
    cta: optionalLink,
    secondaryCta: optionalLink,
    animation: lottie,
  }),
  approach: sectionSchema('approach', { ...opening, steps: list(point) }),
  howWeNailedIt: sectionSchema('howWeNailedIt', { ...opening, cases: list(caseStudy) }),
  marquee: sectionSchema('marquee', {
    label: text,
    items: textList.refine(
      (items) => items.length >= MARQUEE_MIN_ITEMS,
      `must list at least ${MARQUEE_MIN_ITEMS} items`,
    ),
    pauseLabel: text,
    playLabel: text,
  }),
  products: sectionSchema('products', { ...opening, products: list(product), cta: optionalLink }),
  testimonials: sectionSchema('testimonials', { ...headed, testimonials: list(testimonial) }),
  lifeAt: sectionSchema('lifeAt', {
    ...headed,
    body: text,
    images: list(image),
    cta: optionalLink,
  }),
  productsHeader: sectionSchema('productsHeader', { ...opening, image: optional(image) }),
  quest: sectionSchema('quest', { ...headed, body: richText, image: optional(image) }),
  statistics: sectionSchema('statistics', {
    eyebrow: optionalText,
    heading: optionalText,
    intro: optionalText,
    stats: list(statistic),
    animation: lottie,
  }),
  lifeAtBenefits: sectionSchema('lifeAtBenefits', { ...opening, benefits: list(point) }),
  culture: sectionSchema('culture', { ...opening, values: list(point), image: optional(image) }),
  team: sectionSchema('team', { ...headed, body: text, image }),
  teamMembers: sectionSchema('teamMembers', { ...opening, members: list(teamMember) }),
  recruit: sectionSchema('recruit', { ...headed, body: text, cta: optionalLink }),
  remote: sectionSchema('remote', {
    ...headed,
    body: text,
    locations: list(location),
    image: optional(image),
  }),
  jobOpenings: sectionSchema('jobOpenings', {
    ...opening,
    anchor: optionalAnchor,
    openings: list(jobOpening),
    responsibilitiesHeading: text,
    requirementsHeading: text,
    applyLabel: text,
    emptyMessage: text,
  }),
  manifestoHeader: sectionSchema('manifestoHeader', { ...opening, animation: lottie }),
  manifest: sectionSchema('manifest', { heading: optionalText, statements: list(point) }),
  video: sectionSchema('video', {
    eyebrow: optionalText,
    heading: optionalText,
    caption: optionalText,
    video: fileOf('mp4', 'webm'),
    poster: image,
    captions: fileOf('vtt'),
    captionsLanguage: matching(LANGUAGE_TAG, 'must be a language tag such as en'),
    captionsLabel: text,
    transcript: optionalText,
  }),
  legalHeader: sectionSchema('legalHeader', { ...opening, updatedAt: isoDate }),
  resume: sectionSchema('resume', { heading: text, points: list(resumePoint) }),
  topics: sectionSchema('topics', { heading: text, topics: list(topic) }),
  content: sectionSchema('content', { body: richText }),
  generalFooter: sectionSchema('generalFooter', {
    heading: text,
    body: optionalText,
    contactEmail: optionalText
      .transform((value) => value && withoutEditMarkers(value))
      .refine(
        (value) => value === undefined || EMAIL_ADDRESS.test(value),
        'must be an e-mail address',
      ),
    links: list(link),
    social: list(link),
    legal: text,
  }),
  bottomTagline: sectionSchema('bottomTagline', { text, link: optionalLink }),
  formEmbed: sectionSchema('formEmbed', { heading: text, body: optionalText, form: embeddedForm }),
  webglBlock: sectionSchema('webglBlock', {
    eyebrow: optionalText,
    heading: optionalText,
    body: optionalText,
    fallbackImage: image,
    // A block from before the button existed keeps one, in the default words.
    pauseLabel: optionalText.transform((label) => label ?? DEFAULT_WEBGL_LABELS.pauseLabel),
    playLabel: optionalText.transform((label) => label ?? DEFAULT_WEBGL_LABELS.playLabel),
  }),
} satisfies { [TType in SectionType]: SectionSchema<TType> }

export function isKnownSectionType(type: unknown): type is SectionType {
  return typeof type === 'string' && Object.hasOwn(SECTION_SCHEMAS, type)
}
