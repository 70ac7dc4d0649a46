import { CubeIcon } from '@sanity/icons/Cube'
import { defineField, defineType } from 'sanity'
import { DEFAULT_WEBGL_LABELS } from '../../../src/domain/content/sections'
import { imageField } from '../objects/image'
import { eyebrow, optionalBody, optionalHeading } from './fields'
import { sectionPreview } from './preview'

/** The interactive 3D scene, with a picture for whoever cannot or would rather not run it. */
export const webglBlock = defineType({
  name: 'webglBlock',
  title: 'WebGL block',
  type: 'object',
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
    defineField({
      name: 'pauseLabel',
      title: 'Pause button',
      type: 'string',
      description: `Stops the moving scene. Default: “${DEFAULT_WEBGL_LABELS.pauseLabel}”`,
    }),
    defineField({
      name: 'playLabel',
      title: 'Play button',
      type: 'string',
      description: `Starts the scene again. Default: “${DEFAULT_WEBGL_LABELS.playLabel}”`,
    }),
  ],
  preview: sectionPreview('WebGL block', {
    title: 'heading',
    fallback: 'body',
    media: 'fallbackImage',
  }),
})
