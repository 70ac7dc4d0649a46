import { defineArrayMember, defineField, type ImageRule } from 'sanity'
import { isUsableCrop, type ImageCrop } from '../../../src/domain/content/image-crop'

/* An image in content: as on the site, alt text unless marked decorative. */

interface ImageOptions {
  name: string
  title: string
  description?: string
  required?: boolean
  /** Shown cropped to a fixed shape: a hotspot says what must stay in view. */
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

export function imageField({ required = false, cropped = false, ...field }: ImageOptions) {
  return defineField({
    ...field,
    type: 'image',
    options: { hotspot: cropped },
    fields,
    validation: (rule) => imageRule(required ? rule.required() : rule),
  })
}

export function imageMember({ title, cropped = false }: Pick<ImageOptions, 'title' | 'cropped'>) {
  return defineArrayMember({
    title,
    type: 'image',
    options: { hotspot: cropped },
    fields,
    validation: imageRule,
  })
}

/** The site rejects alt text without a picture, and ignores a crop that leaves nothing. */
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
