import { HomeIcon } from '@sanity/icons/Home'
import { defineType } from 'sanity'
import { animation, callToAction, eyebrow, heading, intro } from './fields'
import { sectionPreview } from './preview'

/** The opening of the home page: the promise, two ways on, and an animation. */
export const homeHeader = defineType({
  name: 'homeHeader',
  title: 'Home header',
  type: 'object',
  icon: HomeIcon,
  fields: [
    eyebrow,
    heading,
    intro,
    callToAction(),
    callToAction('secondaryCta', 'Second call to action'),
    animation,
  ],
  preview: sectionPreview('Home header', { title: 'heading' }),
})
