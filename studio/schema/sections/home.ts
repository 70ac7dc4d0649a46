import { CommentIcon } from '@sanity/icons/Comment'
import { HomeIcon } from '@sanity/icons/Home'
import { ImagesIcon } from '@sanity/icons/Images'
import { OlistIcon } from '@sanity/icons/Olist'
import { PackageIcon } from '@sanity/icons/Package'
import { TransferIcon } from '@sanity/icons/Transfer'
import { TrendUpwardIcon } from '@sanity/icons/TrendUpward'
import { defineArrayMember, defineField } from 'sanity'
import { MARQUEE_MIN_ITEMS } from '../../../src/domain/content/formats'
import { imageMember } from '../objects/image'
import { requiredString, requiredText } from '../rules'
import { defineSection } from './define-section'
import {
  animation,
  body,
  callToAction,
  eyebrow,
  heading,
  intro,
  listOf,
  references,
} from './fields'

/** The opening of the home page: the promise, two ways on, and an animation. */
export const homeHeader = defineSection({
  name: 'homeHeader',
  title: 'Home header',
  icon: HomeIcon,
  fields: [
    eyebrow,
    heading,
    intro,
    callToAction(),
    callToAction('secondaryCta', 'Second call to action'),
    animation,
  ],
})

/** How the studio works, step by numbered step. */
export const approach = defineSection({
  name: 'approach',
  title: 'Approach',
  icon: OlistIcon,
  fields: [eyebrow, heading, intro, listOf('steps', 'Steps', 'point')],
})

/** Results, product by product: the problem, what was done and the number that moved. */
export const howWeNailedIt = defineSection({
  name: 'howWeNailedIt',
  title: 'How we nailed it',
  icon: TrendUpwardIcon,
  fields: [eyebrow, heading, intro, listOf('cases', 'Cases', 'caseStudy')],
})

/** A band of names that moves across the page, with a button to stop it. */
export const marquee = defineSection({
  name: 'marquee',
  title: 'Marquee',
  icon: TransferIcon,
  fields: [
    requiredString(
      'label',
      'Name for screen readers',
      'What the moving list is: "Clients and capabilities".',
    ),
    defineField({
      name: 'items',
      title: 'Items',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: requiredText })],
      validation: (rule) =>
        rule
          .required()
          .min(MARQUEE_MIN_ITEMS)
          .error(`List at least ${MARQUEE_MIN_ITEMS} items: one does not move`),
    }),
    requiredString('pauseLabel', 'Pause button'),
    requiredString('playLabel', 'Play button'),
  ],
  preview: { title: 'label', fallback: 'items' },
})

export const products = defineSection({
  name: 'products',
  title: 'Products',
  icon: PackageIcon,
  fields: [eyebrow, heading, intro, references('products', 'Products', 'product'), callToAction()],
})

export const testimonials = defineSection({
  name: 'testimonials',
  title: 'Testimonials',
  icon: CommentIcon,
  fields: [eyebrow, heading, references('testimonials', 'Testimonials', 'testimonial')],
})

/** A glimpse of the studio: words beside a collage of pictures. */
export const lifeAt = defineSection({
  name: 'lifeAt',
  title: 'Life at Alts',
  icon: ImagesIcon,
  fields: [
    eyebrow,
    heading,
    body,
    defineField({
      name: 'images',
      title: 'Pictures',
      type: 'array',
      description: 'The collage crops each picture to fill its cell.',
      of: [imageMember({ title: 'Picture', cropped: true })],
    }),
    callToAction(),
  ],
  preview: { title: 'heading', media: 'images.0' },
})
