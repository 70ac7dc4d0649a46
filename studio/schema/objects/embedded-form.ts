import { defineField, defineType } from 'sanity'
import { FORM_HEIGHTS } from '../../../src/domain/content/formats'
import { embeddableUrlRule, hrefRule, requiredString } from '../rules'

/** A form shown in a frame, with a plain link for when it cannot load. */
export const embeddedForm = defineType({
  name: 'embeddedForm',
  title: 'Form',
  type: 'object',
  fields: [
    requiredString('title', 'Title', 'Names the frame for screen readers: "Project enquiry form".'),
    defineField({
      name: 'url',
      title: 'Form address',
      type: 'string',
      description:
        'An https:// address (its origin must be allowed in FORM_EMBED_ORIGINS) or a path on this site.',
      validation: embeddableUrlRule,
    }),
    requiredString(
      'loadLabel',
      'Button',
      'The button that loads the form: "Open the enquiry form".',
    ),
    defineField({
      name: 'fallbackUrl',
      title: 'Fallback link goes to',
      type: 'string',
      description: 'Where to go when the form cannot load, such as a mailto: address.',
      validation: hrefRule,
    }),
    requiredString('fallbackLabel', 'Fallback link label'),
    defineField({
      name: 'height',
      title: 'Height',
      type: 'number',
      description: `The frame's height in pixels, from ${FORM_HEIGHTS.min} to ${FORM_HEIGHTS.max}.`,
      validation: (rule) => [
        rule.required(),
        rule.integer().min(FORM_HEIGHTS.min).max(FORM_HEIGHTS.max),
      ],
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'url' } },
})
