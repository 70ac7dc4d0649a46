import { defineArrayMember, defineField, type ImageRule } from 'sanity'
import { isUsableCrop, type ImageCrop } from '../../../src/domain/content/image-crop'

/*
 * An image placed in content. As on the site (src/adapters/groq/schema/assets.ts), it needs
 * alt text unless the editor marks it decorative. Stored as Sanity's own `image` type with two
 * fields added, so any image in the dataset fits it.
 */

interface ImageOptions {
  name: string
  title: string
  description?: string
  group?: string
  required?: boolean
  /**
   * The site shows this image cropped to a fixed shape. A hotspot lets the editor say what
   * must stay in view.
   */
  cropped?: boolean
}

const fields = [
  defineField({
    name: 'alt',
    title: 'Alt text',
    type: 'string',
    description: 'What the image shows, for people who cannot see it.',
    validation: (rule) => rule.custom(altTextRequired),
  }),
  defineField({
    name: 'decorative',
    title: 'Decorative',
    type: 'boolean',
    description: 'Adds nothing the words do not already say, so screen readers skip it.',
    initialValue: false,
  }),
]

/** An image field of a document or section. */
export function imageField({ required = false, cropped = false, ...field }: ImageOptions) {
  return defineField({
    ...field,
    type: 'image',
    options: { hotspot: cropped },
    fields,
    validation: (rule) => imageRule(required ? rule.required() : rule),
  })
}

/** An image in a list of images. */
export function imageMember({ title, cropped = false }: Pick<ImageOptions, 'title' | 'cropped'>) {
  return defineArrayMember({
    title,
    type: 'image',
    options: { hotspot: cropped },
    fields,
    validation: imageRule,
  })
}

/**
 * Alt text without a picture (typed before the upload, say): the site rejects it. A crop that
 * leaves nothing to show (written by hand or by a script, never by the crop tool): the site
 * ignores it and shows the whole image, which is not what the editor meant.
 */
function imageRule(rule: ImageRule) {
  return rule.custom((image) => {
    if (!image) return true
    if (!image.asset) return 'Choose an image, or clear this'
    const crop = image.crop as Partial<ImageCrop> | undefined
    if (crop && !isUsableCrop({ top: 0, bottom: 0, left: 0, right: 0, ...crop }))
      return 'The crop must leave part of the image: each edge from 0 to 1, less than all of it cut away'
    return true
  })
}

function altTextRequired(alt: unknown, context: { parent?: unknown }) {
  const image = context.parent as { asset?: unknown; decorative?: boolean } | undefined
  if (!image?.asset || image.decorative === true) return true
  return (
    (typeof alt === 'string' && alt.trim() !== '') || 'Describe the image, or mark it decorative'
  )
}
