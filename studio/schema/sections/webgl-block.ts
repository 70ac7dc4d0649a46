import { CubeIcon } from '@sanity/icons/Cube'
import { defineType } from 'sanity'
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
  ],
  preview: sectionPreview('WebGL block', {
    title: 'heading',
    fallback: 'body',
    media: 'fallbackImage',
  }),
})
