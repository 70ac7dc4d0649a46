import { CogIcon } from '@sanity/icons/Cog'
import { defineField, defineType, type FieldDefinition } from 'sanity'
import { HEX_COLOUR } from '../../../src/domain/content/formats'
import { CONSENT_MONTHS, DEFAULT_CONSENT_MONTHS } from '../../../src/domain/privacy'
import { imageField } from '../objects/image'
import { matching, requiredString, requiredText } from '../rules'

/** The id of the one settings document, which the Studio opens directly. */
export const SITE_SETTINGS_ID = 'siteSettings'

const inGroup = (group: string, fields: FieldDefinition[]) =>
  fields.map((field) => ({ ...field, group }))

/** What every page shares: the site's name, navigation, footer and defaults. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'site', title: 'Site', default: true },
    { name: 'frame', title: 'Navigation and footer' },
    { name: 'defaults', title: 'Defaults' },
  ],
  fields: [
    ...inGroup('site', [
      requiredString('title', 'Site title'),
      defineField({
        name: 'description',
        title: 'Description',
        type: 'text',
        rows: 3,
        description: 'For search results and sharing, where a page has none of its own.',
        validation: requiredText,
      }),
      defineField({
        name: 'themeColour',
        title: 'Theme colour',
        type: 'string',
        description: 'Colours the browser around the site on phones: six hex digits, #0b0b0f.',
        validation: matching(HEX_COLOUR, '#0b0b0f', { required: true }),
      }),
      defineField({ name: 'labels', title: 'Interface labels', type: 'interfaceLabels' }),
      defineField({
        name: 'consentMonths',
        title: 'Analytics choice lasts (months)',
        type: 'number',
        description: `How long a visitor's yes or no to analytics holds before the site asks again, in whole months from ${CONSENT_MONTHS.min} to ${CONSENT_MONTHS.max}; ${DEFAULT_CONSENT_MONTHS} when left empty. The privacy policy states it wherever its text places the site fact "Consent period".`,
        validation: (rule) => [
          rule.integer().error('Must be a whole number of months'),
          rule
            .min(CONSENT_MONTHS.min)
            .max(CONSENT_MONTHS.max)
            .error(`Must be from ${CONSENT_MONTHS.min} to ${CONSENT_MONTHS.max} months`),
        ],
      }),
    ]),
    ...inGroup('frame', [
      defineField({ name: 'navigation', title: 'Navigation', type: 'navigation' }),
      defineField({
        name: 'footer',
        title: 'Footer',
        type: 'generalFooter',
        validation: (rule) => rule.required(),
      }),
      defineField({
        name: 'bottomTagline',
        title: 'Bottom tagline',
        type: 'bottomTagline',
        description: 'A closing line above the footer of every page, if any.',
      }),
    ]),
    ...inGroup('defaults', [
      imageField({
        name: 'seoImage',
        title: 'Sharing image',
        description: 'Shown when a page without an image of its own is shared: 1200 × 630.',
      }),
      defineField({
        name: 'formEmbed',
        title: 'Default form',
        type: 'object',
        description: 'Shown by every form section that names no form of its own.',
        fields: [defineField({ name: 'form', title: 'Form', type: 'embeddedForm' })],
      }),
    ]),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
})
