import { CubeIcon } from '@sanity/icons/Cube'
import { DoubleQuoteIcon } from '@sanity/icons/DoubleQuote'
import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { InlineElementIcon } from '@sanity/icons/InlineElement'
import { defineField } from 'sanity'
import { EMAIL_ADDRESS } from '../../../src/domain/content/formats'
import { DEFAULT_WEBGL_LABELS } from '../../../src/domain/content/sections'
import { imageField } from '../objects/image'
import { matching, optionalString, requiredString } from '../rules'
import { defineSection } from './define-section'
import { callToAction, eyebrow, heading, listOf, optionalBody, optionalHeading } from './fields'

/* Sections any page may hold, and the frame every page shares. */

/** The end of every page (set in the site settings), or of one page as a section. */
export const generalFooter = defineSection({
  name: 'generalFooter',
  title: 'Footer',
  icon: InlineElementIcon,
  fields: [
    heading,
    optionalBody,
    defineField({
      name: 'contactEmail',
      title: 'Contact address',
      type: 'string',
      validation: matching(EMAIL_ADDRESS, 'hello@alts.example'),
    }),
    listOf('links', 'Links', 'link'),
    listOf('social', 'Social media', 'link'),
    requiredString('legal', 'Legal line', 'Company name, registration and seat.'),
  ],
})

/** One closing line in large type, with a link. Also the site settings' closing line. */
export const bottomTagline = defineSection({
  name: 'bottomTagline',
  title: 'Bottom tagline',
  icon: DoubleQuoteIcon,
  fields: [requiredString('text', 'Line'), callToAction('link', 'Link')],
  preview: { title: 'text' },
})

/** A form in a frame, which loads only when the visitor asks for it. */
export const formEmbed = defineSection({
  name: 'formEmbed',
  title: 'Form',
  icon: EnvelopeIcon,
  fields: [
    heading,
    optionalBody,
    defineField({
      name: 'form',
      title: 'Form',
      type: 'embeddedForm',
      description: 'Leave empty to show the default form from the site settings.',
    }),
  ],
})

/** The interactive 3D scene, with a picture for whoever cannot or would rather not run it. */
export const webglBlock = defineSection({
  name: 'webglBlock',
  title: 'WebGL block',
  icon: CubeIcon,
  fields: [
    eyebrow,
    optionalHeading,
    optionalBody,
    imageField({
      name: 'fallbackImage',
      title: 'Still picture',
      description:
        'Shown without WebGL, with reduced motion and until the scene loads; cropped to 16:9.',
      required: true,
      cropped: true,
    }),
    // Optional, as interface labels are: left empty, the site keeps its own words.
    optionalString(
      'pauseLabel',
      'Pause button',
      `Stops the moving scene. Default: “${DEFAULT_WEBGL_LABELS.pauseLabel}”`,
    ),
    optionalString(
      'playLabel',
      'Play button',
      `Starts the scene again. Default: “${DEFAULT_WEBGL_LABELS.playLabel}”`,
    ),
  ],
  preview: { title: 'heading', fallback: 'body', media: 'fallbackImage' },
})
